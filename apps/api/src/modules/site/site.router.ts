import type { SiteInfoResponse } from '@postcraft/contracts';
import { Router } from 'express';
import type { ApiConfig } from '../../config/env.js';

/** GET /api/site: the operator's public details (privacy policy, footer), from configuration. */
export function createSiteRouter(config: Pick<Readonly<ApiConfig>, 'site'>): Router {
  const router = Router();
  const answer: SiteInfoResponse = { data: { productName: 'Postcraft', ...config.site } };

  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.json(answer);
  });

  return router;
}
