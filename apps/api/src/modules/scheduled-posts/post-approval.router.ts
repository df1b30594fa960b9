import {
  AUTOPILOT_MESSAGES as A,
  ScheduledPostParamsSchema,
  type ApproveAllResponse,
  type PlannedPostActionResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import { Router, type Request } from 'express';
import { authOf, requireAuth, type Authenticator } from '../../lib/auth.js';
import { localize } from '../../lib/request-language.js';
import { validate } from '../../lib/validate.js';
import { approveAllScheduledPosts, approveScheduledPost } from './approve-planned-post.service.js';

const ownerOf = (req: Request) => asOwnerId(authOf(req).userId);

/**
 * Approving the posts the autopilot planned (spec 000 §3, approvePostsFirst), under /api/user.
 * `approve-all` is a path of its own, never read as a post's {id}.
 */
export function createPostApprovalRouter(authenticator: Authenticator): Router {
  const router = Router();
  const auth = requireAuth(authenticator, { apiKey: 'posts' });

  router.post('/schedule/approve-all', auth, async (req, res) => {
    const approved = await approveAllScheduledPosts(ownerOf(req));
    const answer: ApproveAllResponse = {
      success: true,
      message: localize(req, A.approvedAll(approved)),
      data: { approved },
    };
    res.json(answer);
  });

  router.post('/schedule/:id/approve', auth, async (req, res) => {
    const { params } = validate(req, { params: ScheduledPostParamsSchema });
    const post = await approveScheduledPost(ownerOf(req), params.id);
    const answer: PlannedPostActionResponse = {
      success: true,
      message: localize(req, A.approved),
      data: post,
    };
    res.json(answer);
  });

  return router;
}
