import type { Liveness, Readiness } from '@postcraft/contracts';
import { Router } from 'express';

/** `/healthz` says the process is up; `/readyz` also checks that the database answers. */
export function createHealthRouter(isDatabaseUp: () => Promise<boolean>): Router {
  const router = Router();

  router.get('/healthz', (_req, res) => {
    const body: Liveness = { status: 'ok' };
    res.json(body);
  });

  router.get('/readyz', async (_req, res) => {
    const up = await isDatabaseUp().catch(() => false);
    const body: Readiness = {
      status: up ? 'ready' : 'unavailable',
      checks: { database: up ? 'up' : 'down' },
    };
    res.status(up ? 200 : 503).json(body);
  });

  return router;
}
