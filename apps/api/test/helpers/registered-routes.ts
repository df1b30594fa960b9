import type { Express } from 'express';

/** A route the app registers: its method and an address that reaches it. */
export interface RegisteredRoute {
  method: string;
  /** The route's path with sample values in place of its parameters. */
  path: string;
  /** The same path with a malformed percent-escape in place of each parameter (or appended). */
  pathWithBadEscape: string;
  /** True when the route has parameters of its own (not only a mount point). */
  hasParams: boolean;
  /** The endpoint table's name for it, when it was mounted from the table. */
  endpointId?: string;
  /** False for a middleware-only layer with a path (a static folder, a catch-all). */
  isRoute: boolean;
}

interface Layer {
  rawPath?: string | RegExp | Array<string | RegExp>;
  route?: { path: unknown; methods: Record<string, boolean>; endpointId?: string };
  handle: { stack?: Layer[] };
}

const SAMPLE = 'sample';

/** A sample of what a path pattern matches: `:id` and `*rest` become a value, a RegExp `/x`. */
function samplePath(pattern: string | RegExp, value: string): string {
  if (pattern instanceof RegExp) return `/${value}`;
  return pattern.replace(/[:*](\w+)/g, value).replace(/[{}]/g, '');
}

function patterns(layer: Layer): Array<string | RegExp> {
  const raw = layer.rawPath ?? '/';
  return Array.isArray(raw) ? raw : [raw];
}

const join = (prefix: string, path: string) => `${prefix}/${path}`.replace(/\/+/g, '/');

/**
 * Walks the Express app's router stack (mounted routers included), so a route added later is
 * listed without touching the tests. Middleware-only layers with a path (static folders) are
 * listed as GET routes.
 */
export function listRegisteredRoutes(app: Express): RegisteredRoute[] {
  const routes = new Map<string, RegisteredRoute>();
  const add = (
    method: string,
    path: string,
    badPath: string,
    hasParams: boolean,
    route?: Layer['route'],
  ) =>
    routes.set(`${method} ${path}`, {
      method,
      path,
      pathWithBadEscape: badPath,
      hasParams,
      endpointId: route?.endpointId,
      isRoute: Boolean(route),
    });

  const walk = (stack: Layer[], prefix: string, badPrefix: string, prefixHasParams: boolean) => {
    for (const layer of stack) {
      for (const pattern of patterns(layer)) {
        const isPattern = pattern instanceof RegExp || /[:*]/.test(pattern);
        const hasParams = prefixHasParams || isPattern;
        const path = join(prefix, samplePath(pattern, SAMPLE));
        const badPath = join(badPrefix, samplePath(pattern, '%ZZ'));
        if (layer.route) {
          const finalBad = hasParams ? badPath : join(badPath, '%ZZ');
          for (const method of Object.keys(layer.route.methods))
            add(method.toUpperCase(), path, finalBad, hasParams, layer.route);
        } else if (layer.handle.stack) {
          walk(layer.handle.stack, path, badPath, hasParams);
        } else if (pattern !== '/') {
          add('GET', path, join(badPath, '%ZZ'), hasParams);
        }
      }
    }
  };
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  walk(router.stack, '', '', false);
  return [...routes.values()];
}
