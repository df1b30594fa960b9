import { BestTimeQuerySchema, type BestTimeResponse } from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import { Router } from 'express';
import type { ApiConfig } from '../../config/env.js';
import { authOf, requireAuth } from '../../lib/auth.js';
import { validate } from '../../lib/validate.js';
import { findBestTime } from './best-time.service.js';

/** GET /api/user/best-time: the signed-in user's best time to post on the given platforms. */
export function createBestTimeRouter(config: Readonly<ApiConfig>): Router {
  const router = Router();
  router.get('/best-time', requireAuth(config), async (req, res) => {
    const { query } = validate(req, { query: BestTimeQuerySchema });
    const answer: BestTimeResponse = {
      success: true,
      data: await findBestTime(asOwnerId(authOf(req).userId), query),
    };
    res.json(answer);
  });
  return router;
}
