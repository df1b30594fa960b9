import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SESSION_HINT_COOKIE } from '@postcraft/contracts';
import express, { type Request, type Router } from 'express';

/** The paths of the landing page; visitors get its own small bundle there. */
const LANDING_PATHS = ['/', '/home'];

/** A browser without the session hint has no session: it is a visitor. */
function isVisitor(req: Request): boolean {
  const cookies = req.cookies as Record<string, string | undefined> | undefined;
  return !cookies?.[SESSION_HINT_COOKIE];
}

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other
 * path that is not the API, socket.io or stored media, so the client-side router can answer it.
 * A visitor opening the landing page gets landing.html instead (the landing page alone, without
 * the app's router or pages); a browser holding the session hint gets the app, which sends a
 * signed-in user on to the dashboard.
 */
export function serveWebApp(distDir: string): Router {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`WEB_DIST_DIR has no index.html: ${root} (build the web app first)`);
  }
  const landingFile = join(root, 'landing.html');
  const hasLandingPage = existsSync(landingFile);
  const router = express.Router();
  router.use('/assets', express.static(join(root, 'assets'), { immutable: true, maxAge: '1y' }));
  router.use(express.static(root, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/api\/|\/socket\.io\/|\/media\/).*/, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (hasLandingPage && LANDING_PATHS.includes(req.path)) {
      res.setHeader('Vary', 'Cookie');
      res.sendFile(isVisitor(req) ? landingFile : indexFile);
      return;
    }
    res.sendFile(indexFile);
  });
  return router;
}
