import { BestTimeQuerySchema, type BestTimeResponse } from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import { findBestTime } from '@postcraft/studio';
import { Router } from 'express';
import { authOf, requireAuth, type Authenticator } from '../../lib/auth.js';
import { validate } from '../../lib/validate.js';

/** GET /api/user/best-time: the signed-in user's best time to post on the given platforms. */
export function createBestTimeRouter(authenticator: Authenticator): Router {
  const router = Router();
  router.get('/best-time', requireAuth(authenticator), async (req, res) => {
    const { query } = validate(req, { query: BestTimeQuerySchema });
    const answer: BestTimeResponse = {
      success: true,
      data: await findBestTime(asOwnerId(authOf(req).userId), query),
    };
    res.json(answer);
  });
  return router;
}
