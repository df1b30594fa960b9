import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Router } from 'express';

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other
 * path that is not the API, socket.io or stored media, so the client-side router can answer it.
 */
export function serveWebApp(distDir: string): Router {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`WEB_DIST_DIR has no index.html: ${root} (build the web app first)`);
  }
  const router = express.Router();
  router.use('/assets', express.static(join(root, 'assets'), { immutable: true, maxAge: '1y' }));
  router.use(express.static(root, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/api\/|\/socket\.io\/|\/media\/).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
