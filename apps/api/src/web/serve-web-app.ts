import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { SESSION_HINT_COOKIE } from '@postcraft/contracts';
import express, { type Request, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** The paths of the landing page; visitors get its own small bundle there. */
const LANDING_PATHS = ['/', '/home'];

/** A browser without the session hint has no session: it is a visitor. */
function isVisitor(req: Request): boolean {
  const cookies = req.cookies as Record<string, string | undefined> | undefined;
  return !cookies?.[SESSION_HINT_COOKIE];
}

/** Set on an answer whose page depends on the session hint cookie (the landing paths). */
const VARIES_BY_COOKIE = 'variesByCookie';

/**
 * Files of the build, with the brotli or gzip copy the web app's build writes beside each text
 * file (apps/web/scripts/precompress.js) sent in its place to a browser accepting it: brotli
 * first, whatever the order of Accept-Encoding, then gzip, else the file itself. Every answer
 * for a file with copies says `Vary: Accept-Encoding`, and the copy goes with the file's own
 * Content-Type and `Content-Encoding`.
 */
function precompressed(
  root: string,
  serveStatic: expressStaticGzip.ExpressStaticGzipOptions['serveStatic'],
) {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, ...serveStatic },
  });
}

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other
 * path that is not the API, socket.io or stored media, so the client-side router can answer it.
 * A visitor opening the landing page gets landing.html instead (the landing page alone, without
 * the app's router or pages); a browser holding the session hint gets the app, which sends a
 * signed-in user on to the dashboard. Text files go precompressed (see precompressed).
 */
export function serveWebApp(distDir: string): Router {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`WEB_DIST_DIR has no index.html: ${root} (build the web app first)`);
  }
  const hasLandingPage = existsSync(join(root, 'landing.html'));
  const router = express.Router();
  // Hashed names: a file never changes under its name.
  router.use('/assets', precompressed(join(root, 'assets'), { immutable: true, maxAge: '1y' }));
  router.use(precompressed(root, { maxAge: '1h' }));
  const pages = precompressed(root, {
    // Revalidated on every visit: a release changes them under the same name.
    cacheControl: false,
    setHeaders: (res: ServerResponse) => {
      const answer = res as Response;
      answer.setHeader('Cache-Control', 'no-cache');
      if (answer.locals[VARIES_BY_COOKIE]) answer.vary('Cookie');
    },
  });
  router.get(/^(?!\/api\/|\/socket\.io\/|\/media\/).*/, (req, res, next) => {
    let page = '/index.html';
    if (hasLandingPage && LANDING_PATHS.includes(req.path)) {
      res.locals[VARIES_BY_COOKIE] = true;
      if (isVisitor(req)) page = '/landing.html';
    }
    req.url = page;
    pages(req, res, next);
  });
  return router;
}
