import { z } from 'zod';

/** GET /healthz: the process is up. */
export const LivenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof LivenessSchema>;

/** GET /readyz: the process can serve requests (MongoDB and the job store, PostgreSQL, answer). */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: z.enum(['up', 'down']), jobs: z.enum(['up', 'down']) }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
