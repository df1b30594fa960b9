import {
  AUTOPILOT_MESSAGES as A,
  ENDPOINTS as E,
  type ApproveAllResponse,
  type PlannedPostActionResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import type { Request } from 'express';
import { authOf } from '../../lib/auth.js';
import type { EndpointRouter } from '../../lib/endpoint-router.js';
import { localize } from '../../lib/request-language.js';
import { validate } from '../../lib/validate.js';
import { postEvent } from '@postcraft/webhooks';
import type { PostEventRecorder } from '../webhooks/post-events.js';
import { approveAllScheduledPosts, approveScheduledPost } from './approve-planned-post.service.js';

const ownerOf = (req: Request) => asOwnerId(authOf(req).userId);

/**
 * Approving the posts the autopilot planned (spec 000 §3, approvePostsFirst), on the scheduled
 * posts' router, before its {id} routes: `approve-all` is a path of its own, never read as an id.
 * Each approved post is reported to the webhooks as `post.scheduled`.
 */
export function mountPostApprovals(
  mount: EndpointRouter['mount'],
  postEvents: PostEventRecorder,
): void {
  mount(E.approveAllPlannedPosts, async (req, res) => {
    const approved = await approveAllScheduledPosts(ownerOf(req));
    for (const post of approved) {
      await postEvents(ownerOf(req), postEvent('post.scheduled', post, new Date()));
    }
    const answer: ApproveAllResponse = {
      success: true,
      message: localize(req, A.approvedAll(approved.length)),
      data: { approved: approved.length },
    };
    res.json(answer);
  });

  mount(E.approvePlannedPost, async (req, res) => {
    const { params } = validate(req, E.approvePlannedPost);
    const post = await approveScheduledPost(ownerOf(req), params.id);
    // Approved, it is a scheduled post like the user's own: its webhooks hear of it.
    await postEvents(ownerOf(req), postEvent('post.scheduled', post, new Date()));
    const answer: PlannedPostActionResponse = {
      success: true,
      message: localize(req, A.approved),
      data: post,
    };
    res.json(answer);
  });
}
