import { ENDPOINTS as E, type Liveness, type Readiness } from '@postcraft/contracts';
import type { JobQueue } from '@postcraft/jobs';
import type { Router } from 'express';
import { createEndpointRouter } from '../../lib/endpoint-router.js';

export interface HealthChecks {
  /** MongoDB (the product's data). */
  isDatabaseUp: () => Promise<boolean>;
  /** The job store on PostgreSQL; an API without one is not ready. */
  jobQueue?: Pick<JobQueue, 'ping'>;
}

const answers = (check: () => Promise<unknown>) =>
  check().then(
    (result) => result !== false,
    () => false,
  );

/** `/healthz` says the process is up; `/readyz` also checks that MongoDB and PostgreSQL answer. */
export function createHealthRouter({ isDatabaseUp, jobQueue }: HealthChecks): Router {
  const { router, mount } = createEndpointRouter('');

  mount(E.getLiveness, (_req, res) => {
    const body: Liveness = { status: 'ok' };
    res.json(body);
  });

  mount(E.getReadiness, async (_req, res) => {
    const [database, jobs] = await Promise.all([
      answers(isDatabaseUp),
      jobQueue ? answers(() => jobQueue.ping()) : false,
    ]);
    const ready = database && jobs;
    const body: Readiness = {
      status: ready ? 'ready' : 'unavailable',
      checks: { database: database ? 'up' : 'down', jobs: jobs ? 'up' : 'down' },
    };
    res.status(ready ? 200 : 503).json(body);
  });

  return router;
}
