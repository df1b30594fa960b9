import {
  CreateScheduledPostBodySchema,
  ENDPOINTS as E,
  POST_EDIT_FIELDS,
  PostNowBodySchema,
  RescheduleBodySchema,
  RescheduleFieldsSchema,
  SCHEDULING_MESSAGES as M,
  type CreateScheduledPostResponse,
  type DeleteRecordResponse,
  type DeleteSharedPostResponse,
  type ListScheduledPostsResponse,
  type PostNowResponse,
  type ScheduledPost,
  type ScheduledPostActionResponse,
  type ScheduledPostStatsResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import type { Request, Router } from 'express';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { localize } from '../../lib/request-language.js';
import type { UsageLimiters } from '../../lib/usage-limits.js';
import { validate } from '../../lib/validate.js';
import { createScheduledPost } from './create-scheduled-post.service.js';
import { deleteSharedPost } from './delete-shared-post.service.js';
import { listOwnScheduledPosts, scheduledPostStats } from './list-scheduled-posts.service.js';
import { parsePostForm, readPostRequest } from './post-form.js';
import { checkPlatformsConnected } from './post-targets.js';
import { mountPostApprovals } from './post-approval.router.js';
import { postNow } from './post-now.service.js';
import { publishScheduledPostNow } from './publish-now.service.js';
import { retryScheduledPost } from './retry-post.service.js';
import {
  cancelScheduledPost,
  deleteScheduledPostRecord,
  rescheduleScheduledPost,
} from './scheduled-post-actions.service.js';
import type { ScheduledPostsDeps } from './scheduled-posts.deps.js';

/** A PUT that changes more than the time (caption, platforms, media). */
const isPostEdit = (body: Partial<Record<(typeof POST_EDIT_FIELDS)[number], unknown>>) =>
  POST_EDIT_FIELDS.some((field) => body[field] !== undefined);

const ownerOf = (req: Request) => asOwnerId(authOf(req).userId);

/** A publish answer in the request's language (its message and each platform's reason). */
const localizePublish = (req: Request, posted: PostNowResponse): PostNowResponse => ({
  ...posted,
  message: localize(req, posted.message),
  failed: posted.failed.map((failure) => ({
    ...failure,
    message: localize(req, failure.message),
  })),
});

/**
 * A post with each platform's result message in the request's language. The worker stores the
 * catalogue's English text (why it did not call a platform, an interrupted publish); a
 * platform's own reason stays as the platform gave it.
 */
const localizeResults = (req: Request, post: ScheduledPost): ScheduledPost =>
  post.platformResults.some((result) => result.message)
    ? {
        ...post,
        platformResults: post.platformResults.map((result) =>
          result.message ? { ...result, message: localize(req, result.message) } : result,
        ),
      }
    : post;

/**
 * Scheduled posts and Post Now (spec 001 §7), under /api/user. Every call is the signed-in
 * user's: another user's post answers 404 like a missing one.
 */
export function createScheduledPostsRouter(
  deps: ScheduledPostsDeps,
  authenticator: Authenticator,
  usage: Pick<UsageLimiters, 'uploads'>,
): Router {
  const { router, mount } = createEndpointRouter('/api/user', authenticator);
  // Multipart forms are read after auth (and after CSRF, app-wide): a refused caller's file is
  // never received. Platforms sent before the file are checked before it is accepted.
  // A form with media counts as an upload (per-user limits) before its body is read.
  const formOf = (
    schema:
      | typeof CreateScheduledPostBodySchema
      | typeof PostNowBodySchema
      | typeof RescheduleFieldsSchema,
  ) => [
    ...usage.uploads,
    parsePostForm({
      schema,
      tempDir: deps.config.uploadTempDir,
      maxBytes: deps.config.postMediaMaxBytes,
      checkFields: async (req, { platforms }) => {
        if (platforms) await checkPlatformsConnected(deps, ownerOf(req), platforms);
      },
    }),
  ];

  // Before the {id} routes: approve-all and {id}/approve.
  mountPostApprovals(mount, deps.postEvents);

  mount(E.createScheduledPost, ...formOf(CreateScheduledPostBodySchema), async (req, res) => {
    const { body, file } = readPostRequest(req, CreateScheduledPostBodySchema);
    const post = await createScheduledPost(deps, ownerOf(req), body, file);
    const answer: CreateScheduledPostResponse = {
      success: true,
      message: localize(req, M.scheduled),
      ...post,
    };
    res.status(201).json(answer);
  });

  mount(E.listScheduledPosts, async (req, res) => {
    const { query } = validate(req, E.listScheduledPosts);
    const listed = await listOwnScheduledPosts(deps.listings, ownerOf(req), query, {
      version: req.ownerVersions?.scheduledPosts,
    });
    const answer: ListScheduledPostsResponse = {
      success: true,
      data: {
        ...listed,
        scheduledPosts: listed.scheduledPosts.map((post) => localizeResults(req, post)),
      },
    };
    res.json(answer);
  });

  mount(E.scheduledPostStats, async (req, res) => {
    const answer: ScheduledPostStatsResponse = {
      success: true,
      data: await scheduledPostStats(ownerOf(req)),
    };
    res.json(answer);
  });

  mount(E.cancelScheduledPost, async (req, res) => {
    const { params } = validate(req, E.cancelScheduledPost);
    const post = await cancelScheduledPost(deps, ownerOf(req), params.id);
    const answer: ScheduledPostActionResponse = {
      success: true,
      message: localize(req, M.cancelled),
      ...post,
    };
    res.json(answer);
  });

  // JSON, or a multipart form whose `media` file is the post's new media (as on create).
  mount(E.rescheduleScheduledPost, ...formOf(RescheduleFieldsSchema), async (req, res) => {
    const { params } = validate(req, { params: E.rescheduleScheduledPost.params });
    // A file is an edit by itself; without one, the body needs a time or an edit.
    const { body, file } = readPostRequest(
      req,
      req.file ? RescheduleFieldsSchema : RescheduleBodySchema,
    );
    const { post, created } = await rescheduleScheduledPost(
      deps,
      ownerOf(req),
      params.id,
      body,
      file,
    );
    const answer: ScheduledPostActionResponse = {
      success: true,
      message: localize(
        req,
        created ? M.rescheduledAsNew : isPostEdit(body) || file ? M.postUpdated : M.rescheduled,
      ),
      ...post,
    };
    res.status(created ? 201 : 200).json(answer);
  });

  mount(E.deleteScheduledPostRecord, async (req, res) => {
    const { params } = validate(req, E.deleteScheduledPostRecord);
    const id = await deleteScheduledPostRecord(deps, ownerOf(req), params.id);
    const answer: DeleteRecordResponse = {
      success: true,
      message: localize(req, M.removed),
      _id: id,
    };
    res.json(answer);
  });

  mount(E.deleteSharedPost, async (req, res) => {
    const { params } = validate(req, E.deleteSharedPost);
    const deleted = await deleteSharedPost(deps, ownerOf(req), params.jobId);
    const answer: DeleteSharedPostResponse = {
      ...deleted,
      message: localize(req, deleted.message),
      platformResults: deleted.platformResults.map((result) => ({
        ...result,
        message: localize(req, result.message),
      })),
    };
    res.json(answer);
  });

  mount(E.postNow, ...formOf(PostNowBodySchema), async (req, res) => {
    const { body, file } = readPostRequest(req, PostNowBodySchema);
    const posted = await postNow(deps, ownerOf(req), body, file, `api:${String(req.id)}`);
    res.json(localizePublish(req, posted));
  });

  mount(E.publishScheduledPostNow, async (req, res) => {
    const { params } = validate(req, E.publishScheduledPostNow);
    const posted = await publishScheduledPostNow(
      deps,
      ownerOf(req),
      params.id,
      `api:${String(req.id)}`,
    );
    res.json(localizePublish(req, posted));
  });

  mount(E.retryScheduledPost, async (req, res) => {
    const { params } = validate(req, E.retryScheduledPost);
    const posted = await retryScheduledPost(deps, ownerOf(req), params.id, `api:${String(req.id)}`);
    res.json(localizePublish(req, posted));
  });

  return router;
}
