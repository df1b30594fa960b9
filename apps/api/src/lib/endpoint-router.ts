import type { Endpoint } from '@postcraft/contracts';
import { Router, type IRoute, type RequestHandler } from 'express';
import { z } from 'zod';
import { requireAuth, type Authenticator } from './auth.js';

/** A route mounted from the table carries the endpoint's name (the route-table test reads it). */
export type EndpointRoute = IRoute & { endpointId?: string };

/**
 * `/api/user/schedule/{id}` under `/api/user` → `/schedule/:id`; with `pathRest`, the last
 * parameter takes the rest of the path (`/media/{key}` under `/media` → `/*key`).
 */
export function expressPathOf({ path, pathRest }: Endpoint, base: string): string {
  if (!path.startsWith(base)) throw new Error(`${path} is not under ${base}`);
  const relative = path.slice(base.length) || '/';
  const express = relative.replace(/\{(\w+)\}/g, ':$1');
  return pathRest ? express.replace(/:(\w+)$/, '*$1') : express;
}

/**
 * Where the app checks answers (its tests): a 2xx JSON answer that does not match the
 * endpoint's schema becomes a 500 naming the endpoint and what differs, so a handler and its
 * contract cannot drift apart unnoticed. It watches `res.send`, which `res.json` ends in, so an
 * answer sent already serialised (the kept /me answers) is checked too.
 */
function answerCheck(endpoint: Endpoint): RequestHandler {
  const { answer } = endpoint;
  return (req, res, next) => {
    if (answer.kind !== 'json' || req.app.locals.checkAnswers !== true) return next();
    const send = res.send.bind(res);
    res.send = (body: unknown) => {
      const isJson = String(res.get('Content-Type') ?? '').includes('json');
      if (res.statusCode >= 300 || !isJson || typeof body !== 'string') return send(body);
      const parsed = answer.schema.safeParse(JSON.parse(body));
      if (parsed.success) return send(body);
      res.status(500);
      return send(
        JSON.stringify({
          code: 'internal_error',
          message: `The answer of ${endpoint.id} does not match its contract:\n${z.prettifyError(parsed.error)}`,
        }),
      );
    };
    next();
  };
}

/**
 * A router for the endpoints under `base` (where the app mounts it): `mount` registers an
 * endpoint at its path and method, behind the authentication its table entry names (an API key
 * only when it names the key's resource), then the route's own handlers.
 */
export interface EndpointRouter {
  router: Router;
  mount: (endpoint: Endpoint, ...handlers: RequestHandler[]) => void;
}

export function createEndpointRouter(base: string, authenticator?: Authenticator): EndpointRouter {
  const router = Router();
  const mount = (endpoint: Endpoint, ...handlers: RequestHandler[]): void => {
    const auth: RequestHandler[] = [];
    if (endpoint.auth === 'user') {
      if (!authenticator) throw new Error(`${endpoint.id} needs an authenticator`);
      auth.push(requireAuth(authenticator, { apiKey: endpoint.apiKey }));
    }
    const route: EndpointRoute = router.route(expressPathOf(endpoint, base));
    route.endpointId = endpoint.id;
    route[endpoint.method](...auth, answerCheck(endpoint), ...handlers);
  };
  return { router, mount };
}
