import {
  SandboxAccountModel,
  SandboxGrantModel,
  SandboxMediaModel,
  SandboxPostModel,
} from '@postcraft/data';
import express, { Router, type Request, type Response, type NextFunction } from 'express';
import { newMediaName } from '@postcraft/media';
import { isValidObjectId, Types } from 'mongoose';
import { sandboxBaseUrl, type SandboxDeps } from './sandbox.deps.js';
import { SANDBOX_METRICS_MAX_IDS, sandboxEngagement } from './sandbox-engagement.js';
import { hashToken } from './sandbox-oauth.router.js';

const MAX_MEDIA_BYTES = 200 * 1024 * 1024;
const MAX_TEXT = 5000;
const MAX_REFERENCE = 200;
/** Media one post carries: as many as the platforms that take the most (a ten-image carousel). */
const SANDBOX_MAX_MEDIA = 10;

/** Media the sandbox accepts, recognised by their first bytes. */
const MEDIA_SIGNATURES: Array<{
  mimeType: string;
  extension: string;
  kind: 'image' | 'video';
  test: (b: Buffer) => boolean;
}> = [
  {
    mimeType: 'image/jpeg',
    extension: 'jpg',
    kind: 'image',
    test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    mimeType: 'image/png',
    extension: 'png',
    kind: 'image',
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mimeType: 'image/gif',
    extension: 'gif',
    kind: 'image',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  },
  {
    mimeType: 'image/webp',
    extension: 'webp',
    kind: 'image',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    mimeType: 'video/mp4',
    extension: 'mp4',
    kind: 'video',
    test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
  },
  {
    mimeType: 'video/webm',
    extension: 'webm',
    kind: 'video',
    test: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  },
];

interface SandboxCaller {
  accountId: Types.ObjectId;
  scopes: string[];
}

const apiError = (res: Response, status: number, error: string, description: string) =>
  res.status(status).json({ error, error_description: description });

/** Bearer access tokens of the sandbox (RFC 6750), with the scope each route needs. */
function requireToken(scope: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    const grant = match?.[1] ? await SandboxGrantModel.findById(hashToken(match[1])).lean() : null;
    if (!grant || grant.kind !== 'access' || grant.revokedAt || grant.expiresAt <= new Date()) {
      res.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      return apiError(res, 401, 'invalid_token', 'The access token is invalid, expired or revoked');
    }
    const scopes = grant.scope.split(' ');
    if (!scopes.includes(scope))
      return apiError(res, 403, 'insufficient_scope', `This call needs the ${scope} scope`);
    res.locals.caller = { accountId: grant.accountId, scopes } satisfies SandboxCaller;
    next();
  };
}

const callerOf = (res: Response) => res.locals.caller as SandboxCaller;

const isReference = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_REFERENCE;

/** The sandbox's platform API: the profile, media uploads, posts and their deletion. */
export function createSandboxApiRouter(deps: SandboxDeps): Router {
  const router = Router();
  const base = () => sandboxBaseUrl(deps);
  const postUrl = (username: string, postId: string) => `${base()}/@${username}/posts/${postId}`;

  router.get('/api/me', requireToken('profile'), async (_req, res) => {
    const account = await SandboxAccountModel.findById(callerOf(res).accountId).lean();
    if (!account) return apiError(res, 401, 'invalid_token', 'The account no longer exists');
    res.json({
      id: account._id.toString(),
      username: account.username,
      displayName: account.displayName,
      avatarUrl: `${base()}/avatars/${account.username}.svg`,
      followers: account.followers,
      profileUrl: `${base()}/@${account.username}`,
    });
  });

  router.post(
    '/api/media',
    requireToken('publish'),
    express.raw({ type: () => true, limit: MAX_MEDIA_BYTES }),
    async (req, res) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const type = MEDIA_SIGNATURES.find((signature) => signature.test(bytes));
      if (!type)
        return apiError(
          res,
          415,
          'unsupported_media',
          'Send a JPEG, PNG, GIF, WebP, MP4 or WebM file',
        );
      const { accountId } = callerOf(res);
      const key = `sandbox/${accountId.toString()}/${newMediaName()}.${type.extension}`;
      const stored = await deps.storage.put(key, bytes, type.mimeType);
      const media = await SandboxMediaModel.create({
        accountId,
        key,
        url: stored.url,
        mimeType: type.mimeType,
        kind: type.kind,
      });
      res.status(201).json({ id: media.id, url: stored.url, mimeType: type.mimeType });
    },
  );

  router.post('/api/posts', requireToken('publish'), async (req, res) => {
    const body = (req.body ?? {}) as {
      text?: unknown;
      title?: unknown;
      mediaIds?: unknown;
      reference?: unknown;
    };
    const text = typeof body.text === 'string' ? body.text : '';
    const mediaIds = Array.isArray(body.mediaIds) ? body.mediaIds : [];
    const reference = body.reference ?? null;
    if (reference !== null && !isReference(reference)) {
      return apiError(
        res,
        400,
        'invalid_reference',
        `A reference is a string of 1 to ${MAX_REFERENCE} characters`,
      );
    }
    if (text.length > MAX_TEXT)
      return apiError(res, 400, 'text_too_long', `Text is limited to ${MAX_TEXT} characters`);
    if (!text.trim() && mediaIds.length === 0)
      return apiError(res, 400, 'empty_post', 'A post needs text or media');
    if (mediaIds.length > SANDBOX_MAX_MEDIA || !mediaIds.every(isValidObjectId)) {
      return apiError(
        res,
        400,
        'invalid_media',
        `Up to ${SANDBOX_MAX_MEDIA} media ids from /api/media`,
      );
    }
    const { accountId } = callerOf(res);
    const media = await SandboxMediaModel.find({ _id: { $in: mediaIds }, accountId }).lean();
    if (media.length !== mediaIds.length)
      return apiError(res, 400, 'invalid_media', 'Unknown media id');
    const account = await SandboxAccountModel.findById(accountId).lean();
    const post = await SandboxPostModel.create({
      accountId,
      text,
      title: typeof body.title === 'string' ? body.title.slice(0, 200) : null,
      media: media.map(({ url, mimeType, kind }) => ({ url, mimeType, kind })),
      reference,
    });
    res.status(201).json({ id: post.id, url: postUrl(account?.username ?? '', post.id) });
  });

  // A publisher whose create got no answer asks whether the post exists, by its own reference.
  router.get('/api/posts', requireToken('publish'), async (req, res) => {
    const { reference } = req.query;
    if (!isReference(reference)) {
      return apiError(res, 400, 'invalid_reference', 'Name the post with ?reference=');
    }
    const { accountId } = callerOf(res);
    const [account, posts] = await Promise.all([
      SandboxAccountModel.findById(accountId).lean(),
      SandboxPostModel.find({ accountId, reference, deletedAt: null }).lean(),
    ]);
    res.json({
      posts: posts.map((post) => ({
        id: post._id.toString(),
        url: postUrl(account?.username ?? '', post._id.toString()),
        createdAt: post.createdAt,
      })),
    });
  });

  // Figures of the caller's own posts, by id; unknown, deleted or other accounts' posts are left out.
  router.get('/api/posts/metrics', requireToken('publish'), async (req, res) => {
    const ids = typeof req.query.ids === 'string' ? req.query.ids.split(',').filter(Boolean) : [];
    if (ids.length === 0 || ids.length > SANDBOX_METRICS_MAX_IDS) {
      return apiError(
        res,
        400,
        'invalid_ids',
        `Name 1 to ${SANDBOX_METRICS_MAX_IDS} post ids in ids`,
      );
    }
    const posts = await SandboxPostModel.find({
      _id: { $in: ids.filter((id) => /^[0-9a-f]{24}$/i.test(id)) },
      accountId: callerOf(res).accountId,
      deletedAt: null,
    }).lean();
    res.json({
      data: posts.map((post) => ({ id: post._id.toString(), ...sandboxEngagement(post) })),
    });
  });

  router.delete('/api/posts/:id', requireToken('publish'), async (req, res) => {
    const id = String(req.params.id);
    const post = isValidObjectId(id)
      ? await SandboxPostModel.findOne({
          _id: id,
          accountId: callerOf(res).accountId,
          deletedAt: null,
        })
      : null;
    if (!post) return apiError(res, 404, 'not_found', 'No such post');
    post.deletedAt = new Date();
    await post.save();
    res.status(204).end();
  });

  return router;
}
