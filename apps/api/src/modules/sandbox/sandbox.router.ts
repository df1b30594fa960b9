import { SandboxAccountModel, SandboxPostModel } from '@postcraft/data';
import { Router } from 'express';
import { isValidObjectId } from 'mongoose';
import { createSandboxApiRouter } from './sandbox-api.router.js';
import { createSandboxOAuthRouter, sendPage } from './sandbox-oauth.router.js';
import { sandboxBaseUrl, type SandboxDeps } from './sandbox.deps.js';
import {
  renderAvatarSvg,
  renderFeedPage,
  renderPostPage,
  renderProviderError,
} from './sandbox.pages.js';

const USERNAME = /^[a-z0-9_.]{3,30}$/;

/**
 * The sandbox platform, mounted at /sandbox when enabled: an OAuth 2.0 provider, a platform API,
 * and the public pages of its accounts (feed, post, avatar) where published posts can be seen.
 */
export function createSandboxRouter(deps: SandboxDeps): Router {
  const router = Router();
  router.use(createSandboxOAuthRouter(deps));
  router.use(createSandboxApiRouter(deps));

  router.get('/avatars/:file', (req, res) => {
    const username = String(req.params.file).replace(/\.svg$/, '');
    if (!USERNAME.test(username)) return res.status(404).end();
    res.set('Cache-Control', 'public, max-age=86400');
    res.type('image/svg+xml').send(renderAvatarSvg(username));
  });

  router.get('/@:username', async (req, res) => {
    const account = await SandboxAccountModel.findOne({
      username: String(req.params.username),
    }).lean();
    if (!account)
      return sendPage(res, deps, renderProviderError('No sandbox account has this username.'), 404);
    const posts = await SandboxPostModel.find({ accountId: account._id, deletedAt: null })
      .sort({ createdAt: -1 })
      .limit(100)
      .lean();
    sendPage(res, deps, renderFeedPage(account, posts, sandboxBaseUrl(deps)));
  });

  router.get('/@:username/posts/:id', async (req, res) => {
    const account = await SandboxAccountModel.findOne({
      username: String(req.params.username),
    }).lean();
    const id = String(req.params.id);
    const post =
      account && isValidObjectId(id)
        ? await SandboxPostModel.findOne({
            _id: id,
            accountId: account._id,
            deletedAt: null,
          }).lean()
        : null;
    if (!account || !post)
      return sendPage(
        res,
        deps,
        renderProviderError('This post does not exist or was deleted.'),
        404,
      );
    sendPage(res, deps, renderPostPage(account, post, sandboxBaseUrl(deps)));
  });

  return router;
}
