import {
  AutopilotOverviewResponseSchema,
  PlannedPostActionResponseSchema,
} from '../../autopilot/autopilot.schemas.js';
import { ScheduledPostParamsSchema } from '../../scheduling/scheduled-posts.schemas.js';
import { defineEndpoints } from '../endpoint.js';

const tag = 'Autopilot';

/** The autopilot: what it planned and why, and a new version of a planned post (/api/user). */
export const AUTOPILOT_ENDPOINTS = defineEndpoints({
  getAutopilotOverview: {
    method: 'get',
    path: '/api/user/autopilot',
    tag,
    summary: 'What the autopilot planned next, and why',
    description:
      'Its state (on, planning, paused and why), the coming planned posts with their topic, angle and slot reason, and the posts awaiting approval. Turning it on and off is `PUT /api/user/updateProfile` with `autopilotSettings`.',
    auth: 'user',
    answer: { kind: 'json', schema: AutopilotOverviewResponseSchema },
    errors: [401, 403],
  },
  regeneratePlannedPost: {
    method: 'post',
    path: '/api/user/schedule/{id}/regenerate',
    tag,
    summary: 'Make a planned post again on a new angle',
    description:
      'A post the autopilot planned, still to come, gets new content from its topic (a video is rendered again, its credits held). Counts as a generation (per-user limits).',
    auth: 'user',
    apiKey: 'generation',
    params: ScheduledPostParamsSchema,
    answer: { kind: 'json', schema: PlannedPostActionResponseSchema },
    errors: [400, 401, 402, 403, 404, 409, 429],
  },
});
