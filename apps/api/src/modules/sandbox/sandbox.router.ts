import { asOwnerId, SandboxAccountModel, SandboxPostModel } from '@postcraft/data';
import { Router } from 'express';
import { isValidObjectId } from 'mongoose';
import { createSandboxApiRouter } from './sandbox-api.router.js';
import { findHomeAccount } from './sandbox-home.service.js';
import { renderHomePage } from './sandbox-home.page.js';
import { createSandboxOAuthRouter, sendPage } from './sandbox-oauth.router.js';
import { readSandboxVisitor } from './sandbox-visitor.js';
import { sandboxBaseUrl, type SandboxDeps } from './sandbox.deps.js';
import {
  pageContextOf,
  renderAvatarSvg,
  renderFeedPage,
  renderPostPage,
  renderProviderError,
} from './sandbox.pages.js';

const USERNAME = /^[a-z0-9_.]{3,30}$/;

/**
 * The sandbox platform, mounted at /sandbox when enabled: its home page, an OAuth 2.0 provider,
 * a platform API, and the public pages of its accounts (feed, post, avatar) where published posts
 * can be seen. Its pages are written in their reader's language (sandbox-visitor.ts).
 */
export function createSandboxRouter(deps: SandboxDeps): Router {
  const router = Router();
  router.use(createSandboxOAuthRouter(deps));
  router.use(createSandboxApiRouter(deps));

  router.get('/', async (req, res) => {
    const visitor = await readSandboxVisitor(req, deps.authenticator);
    const account = visitor.userId ? await findHomeAccount(asOwnerId(visitor.userId)) : null;
    const html = renderHomePage(pageContextOf(visitor.language), {
      isSignedIn: visitor.userId !== null,
      account,
      baseUrl: sandboxBaseUrl(deps),
      appUrl: deps.config.publicUrl,
    });
    sendPage(res, deps, html);
  });

  router.get('/avatars/:file', (req, res) => {
    const username = String(req.params.file).replace(/\.svg$/, '');
    if (!USERNAME.test(username)) return res.status(404).end();
    res.set('Cache-Control', 'public, max-age=86400');
    res.type('image/svg+xml').send(renderAvatarSvg(username));
  });

  router.get('/@:username', async (req, res) => {
    const page = pageContextOf((await readSandboxVisitor(req, deps.authenticator)).language);
    const account = await SandboxAccountModel.findOne({
      username: String(req.params.username),
    }).lean();
    if (!account)
      return sendPage(res, deps, renderProviderError(page, page.texts.errors.noAccount), 404);
    const posts = await SandboxPostModel.find({ accountId: account._id, deletedAt: null })
      .sort({ createdAt: -1 })
      .limit(100)
      .lean();
    sendPage(res, deps, renderFeedPage(page, account, posts, sandboxBaseUrl(deps)));
  });

  router.get('/@:username/posts/:id', async (req, res) => {
    const page = pageContextOf((await readSandboxVisitor(req, deps.authenticator)).language);
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
      return sendPage(res, deps, renderProviderError(page, page.texts.errors.noPost), 404);
    sendPage(res, deps, renderPostPage(page, account, post, sandboxBaseUrl(deps)));
  });

  return router;
}
