import {
  AUTOPILOT_MESSAGES,
  API_ERROR_MESSAGES,
  ENDPOINTS as E,
  GENERATION_MESSAGES,
  type AutopilotOverviewResponse,
  type PlannedPostActionResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import { autopilotOverview, regeneratePlannedPost, type RegenerateDeps } from '@postcraft/studio';
import type { Router } from 'express';
import { AppError } from '../../lib/app-error.js';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { localize } from '../../lib/request-language.js';
import { tooManyAtOnce, type UsageLimiters } from '../../lib/usage-limits.js';
import { validate } from '../../lib/validate.js';

export type AutopilotRouterDeps = RegenerateDeps;

/** The autopilot under /api/user: what it planned and why, and a new version of a planned post. */
export function createAutopilotRouter(
  deps: AutopilotRouterDeps,
  authenticator: Authenticator,
  usage: Pick<UsageLimiters, 'generationRate' | 'generationSlots'>,
): Router {
  const { router, mount } = createEndpointRouter('/api/user', authenticator);

  mount(E.getAutopilotOverview, async (req, res) => {
    const overview = await autopilotOverview(asOwnerId(authOf(req).userId));
    if (!overview) throw new AppError('unauthorized', API_ERROR_MESSAGES.notLoggedIn);
    const answer: AutopilotOverviewResponse = { success: true, data: overview };
    res.json(answer);
  });

  mount(E.regeneratePlannedPost, usage.generationRate, async (req, res) => {
    const { params } = validate(req, E.regeneratePlannedPost);
    const ownerId = asOwnerId(authOf(req).userId);
    // A regenerate draws like a generation: it holds one of the user's generation slots.
    const release = usage.generationSlots.acquire(ownerId);
    if (!release) throw tooManyAtOnce(GENERATION_MESSAGES.tooManyAtOnce);
    let regenerated;
    try {
      regenerated = await regeneratePlannedPost(deps, ownerId, params.id);
    } finally {
      release();
    }
    const answer: PlannedPostActionResponse = {
      success: true,
      message: localize(
        req,
        regenerated.video ? AUTOPILOT_MESSAGES.regeneratingVideo : AUTOPILOT_MESSAGES.regenerated,
      ),
      data: regenerated.post,
    };
    res.json(answer);
  });

  return router;
}
