import { ENDPOINTS as E, type BestTimeResponse } from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import { findBestTime } from '@postcraft/studio';
import type { Router } from 'express';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { validate } from '../../lib/validate.js';

/** GET /api/user/best-time: the signed-in user's best time to post on the given platforms. */
export function createBestTimeRouter(authenticator: Authenticator): Router {
  const { router, mount } = createEndpointRouter('/api/user', authenticator);
  mount(E.getBestTime, async (req, res) => {
    const { query } = validate(req, E.getBestTime);
    const answer: BestTimeResponse = {
      success: true,
      data: await findBestTime(asOwnerId(authOf(req).userId), query),
    };
    res.json(answer);
  });
  return router;
}
