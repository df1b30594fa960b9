import {
  ENDPOINTS as E,
  REELS_MESSAGES as M,
  ReelsLinkRequestSchema,
  ReelsOptionsSchema,
  youtubeVideoIdOf,
  type DeleteReelsResponse,
  type GenerateContentResponse,
  type ReelsJobResponse,
  type ReelsListResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import type { Request, Router } from 'express';
import { AppError } from '../../lib/app-error.js';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { localize, requestLanguage } from '../../lib/request-language.js';
import type { UsageLimiters } from '../../lib/usage-limits.js';
import { parseOptionsFor, validate } from '../../lib/validate.js';
import { regenerateClipCaption } from './clip-caption.service.js';
import { deleteReels } from './delete-reels.service.js';
import { listOwnReelsJobs, reelsJobStateOf } from './reels-state.service.js';
import { parseReelsForm, uploadedSourceOf } from './reels-upload.js';
import {
  checkReelsRequest,
  startReelsJob,
  type CheckedReelsRequest,
  type ReelsDeps,
  type ReelsSourceRequest,
} from './start-reels.service.js';

/** The request's settings, checked once per request (the form checks them as the file starts). */
const checkedOf = new WeakMap<Request, CheckedReelsRequest>();

/** The options fields of either form; a link in a multipart form with a file is both sources. */
function optionsOf(req: Request) {
  const body = (req.body as Record<string, unknown> | undefined) ?? {};
  if ('youtubeUrl' in body) throw new AppError('validation_failed', M.bothSources);
  return ReelsOptionsSchema.parse(body, parseOptionsFor(req));
}

/**
 * /api/content/reels: long videos cut into captioned vertical clips by the worker. A request
 * carries a video file (multipart, `video`) or a YouTube link (JSON `youtubeUrl`), answered 202
 * with the job; GET follows it, DELETE cancels or removes it. Signed in only, scoped by owner.
 */
export function createReelsRouter(
  deps: ReelsDeps & { uploadTempDir: string },
  authenticator: Authenticator,
  usage: Pick<UsageLimiters, 'uploads' | 'generationRate'>,
): Router {
  const { router, mount } = createEndpointRouter('/api/content/reels', authenticator);
  const checkFields = async (req: Request) => {
    const options = optionsOf(req);
    checkedOf.set(req, await checkReelsRequest(asOwnerId(authOf(req).userId), options, deps));
  };
  const form = parseReelsForm({
    tempDir: deps.uploadTempDir,
    maxBytes: deps.reels.maxBytes,
    checkFields,
  });

  mount(E.startReels, usage.generationRate, ...usage.uploads, form, async (req, res) => {
    const ownerId = asOwnerId(authOf(req).userId);
    let source: ReelsSourceRequest;
    if (req.is('multipart/form-data')) {
      const file = uploadedSourceOf(req);
      // Every field, those sent after the file too, checked again before anything is kept.
      const options = optionsOf(req);
      if (!file) throw new AppError('validation_failed', M.sourceRequired);
      checkedOf.set(req, await checkReelsRequest(ownerId, options, deps));
      source = {
        kind: 'upload',
        path: file.path,
        name: req.file?.originalname ?? 'video',
        bytes: file.size,
        extension: file.inspected.extension,
      };
    } else {
      const raw = req.body as Record<string, unknown> | undefined;
      if (raw?.youtubeUrl === undefined) throw new AppError('validation_failed', M.sourceRequired);
      const { body } = validate(req, { body: ReelsLinkRequestSchema });
      const { youtubeUrl, ...options } = body;
      checkedOf.set(req, await checkReelsRequest(ownerId, options, deps));
      source = { kind: 'youtube', link: youtubeUrl, videoId: youtubeVideoIdOf(youtubeUrl)! };
    }
    const checked = checkedOf.get(req);
    if (!checked) throw new AppError('validation_failed', M.sourceRequired);
    const job = await startReelsJob(ownerId, source, checked, deps, requestLanguage(req));
    const answer: ReelsJobResponse = { success: true, ...job };
    res.status(202).json(answer);
  });

  mount(E.listReels, async (req, res) => {
    const ownerId = asOwnerId(authOf(req).userId);
    const answer: ReelsListResponse = {
      success: true,
      reels: await listOwnReelsJobs(ownerId, deps.jobQueue, requestLanguage(req)),
    };
    res.json(answer);
  });

  mount(E.getReels, async (req, res) => {
    const { params } = validate(req, E.getReels);
    const ownerId = asOwnerId(authOf(req).userId);
    const job = await reelsJobStateOf(ownerId, params.id, deps.jobQueue, requestLanguage(req));
    const answer: ReelsJobResponse = { success: true, ...job };
    res.json(answer);
  });

  mount(E.deleteReels, async (req, res) => {
    const { params } = validate(req, E.deleteReels);
    const ownerId = asOwnerId(authOf(req).userId);
    const status = await deleteReels(deps.storage, ownerId, params.id, deps.jobQueue);
    const answer: DeleteReelsResponse = {
      success: true,
      status,
      message: localize(req, status === 'cancelled' ? M.cancelled : M.deleted),
    };
    res.json(answer);
  });

  mount(E.regenerateReelClipCaption, usage.generationRate, async (req, res) => {
    const { params } = validate(req, E.regenerateReelClipCaption);
    const ownerId = asOwnerId(authOf(req).userId);
    const answer: GenerateContentResponse = {
      success: true,
      content: await regenerateClipCaption(deps.storage, ownerId, params.id),
    };
    res.json(answer);
  });

  return router;
}
