import { ENDPOINTS as E, type SiteInfoResponse } from '@postcraft/contracts';
import type { Router } from 'express';
import type { ApiConfig } from '../../config/env.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';

/** GET /api/site: the operator's public details (privacy policy, footer), from configuration. */
export function createSiteRouter(config: Pick<Readonly<ApiConfig>, 'site'>): Router {
  const { router, mount } = createEndpointRouter('/api/site');
  const answer: SiteInfoResponse = { data: { productName: 'Postcraft', ...config.site } };

  mount(E.getSiteInfo, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.json(answer);
  });

  return router;
}
