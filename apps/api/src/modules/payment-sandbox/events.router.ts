import { listPaymentSandboxObjects } from '@postcraft/data';
import { Router } from 'express';
import { z } from 'zod';
import type { StripeJson } from './sandbox-store.js';
import { answerList } from './stripe-list.js';
import { ListParamsSchema, parseStripeParams } from './stripe-params.js';
import { retrieveRoute, stripeRoute } from './stripe-route.js';

const EventListSchema = ListParamsSchema.extend({
  type: z.string().max(100).optional(),
  types: z.array(z.string().max(100)).max(20).optional(),
});

/** /v1/events: the events the Sandbox sent, by id or newest first (by type). */
export function createEventsRouter(): Router {
  const router = Router();

  router.get('/events/:id', retrieveRoute('event'));

  router.get(
    '/events',
    stripeRoute(async ({ params }) => {
      const input = parseStripeParams(EventListSchema, params);
      const types = input.types ?? (input.type ? [input.type] : null);
      const matches = (type: unknown) =>
        types === null ||
        types.some((pattern) =>
          pattern.endsWith('.*') ? String(type).startsWith(pattern.slice(0, -1)) : type === pattern,
        );
      const events = (await listPaymentSandboxObjects({ type: 'event' }))
        .map((event) => event.data as StripeJson)
        .filter((event) => matches(event.type));
      return answerList('/v1/events', events, input);
    }),
  );

  return router;
}
