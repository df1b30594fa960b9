import {
  AUTOPILOT_MESSAGES,
  API_ERROR_MESSAGES,
  GENERATION_MESSAGES,
  ScheduledPostParamsSchema,
  type AutopilotOverviewResponse,
  type PlannedPostActionResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import { autopilotOverview, regeneratePlannedPost, type RegenerateDeps } from '@postcraft/studio';
import { Router } from 'express';
import { AppError } from '../../lib/app-error.js';
import { authOf, requireAuth, type Authenticator } from '../../lib/auth.js';
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
  const router = Router();
  const authenticated = requireAuth(authenticator);

  router.get('/autopilot', authenticated, async (req, res) => {
    const overview = await autopilotOverview(asOwnerId(authOf(req).userId));
    if (!overview) throw new AppError('unauthorized', API_ERROR_MESSAGES.notLoggedIn);
    const answer: AutopilotOverviewResponse = { success: true, data: overview };
    res.json(answer);
  });

  router.post('/schedule/:id/regenerate', authenticated, usage.generationRate, async (req, res) => {
    const { params } = validate(req, { params: ScheduledPostParamsSchema });
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
