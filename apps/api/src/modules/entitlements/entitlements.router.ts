import { ENDPOINTS as E, type PlanEntitlementsResponse } from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import { planEntitlementsOf, type EntitlementSettings } from '@postcraft/studio';
import type { Router } from 'express';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';

/**
 * GET /api/payments/plan: what the caller's plan allows and what is used of it, the same answer
 * every server check reads (the web app shows limits and Upgrade actions from it).
 */
export function createEntitlementsRouter(
  settings: EntitlementSettings,
  authenticator: Authenticator,
): Router {
  const { router, mount } = createEndpointRouter('', authenticator);
  mount(E.getPlanEntitlements, async (req, res) => {
    const answer: PlanEntitlementsResponse = {
      entitlements: await planEntitlementsOf(asOwnerId(authOf(req).userId), settings),
    };
    res.json(answer);
  });
  return router;
}
