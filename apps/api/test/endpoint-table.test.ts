import { ENDPOINT_LIST, endpointPath } from '@postcraft/contracts';
import { listRegisteredRoutes } from './helpers/registered-routes.js';
import { createTestApp } from './helpers/test-app.js';

/**
 * The stand-ins for outside services the embedded defaults serve (the Sandbox platform and the
 * payment sandbox's Stripe-like API and pages) are not Postcraft's API: they are not in the table.
 */
const STAND_IN_PREFIXES = ['/sandbox/', '/v1/'];

const SAMPLE = 'sample';
const sampleParams = (path: string) =>
  Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, SAMPLE]));
/** A route's method and path, without a trailing slash (a router's own `/` route adds one). */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.length > 1 ? path.replace(/\/$/, '') : path}`;
const tableKey = (method: string, path: string) =>
  routeKey(method, endpointPath(path, sampleParams(path)));

describe('the endpoint table', () => {
  const { app } = createTestApp();
  const routes = listRegisteredRoutes(app).filter((route) => route.isRoute);
  const apiRoutes = routes.filter(
    (route) => !STAND_IN_PREFIXES.some((prefix) => route.path.startsWith(prefix)),
  );

  it('when the app is built, then every route it registers was mounted from the table', () => {
    const outside = apiRoutes
      .filter((route) => !route.endpointId)
      .map((route) => routeKey(route.method, route.path));
    expect(outside).toEqual([]);
  });

  it('when the app is built, then every endpoint of the table is mounted at its method and path', () => {
    const mounted = new Map(routes.map((route) => [routeKey(route.method, route.path), route]));
    const missing = ENDPOINT_LIST.filter(
      (endpoint) =>
        mounted.get(tableKey(endpoint.method, endpoint.path))?.endpointId !== endpoint.id,
    ).map((endpoint) => `${endpoint.id}: ${endpoint.method.toUpperCase()} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('when the table is read, then no two endpoints share a method and path', () => {
    const keys = ENDPOINT_LIST.map((endpoint) => tableKey(endpoint.method, endpoint.path));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('when the table is read, then each path parameter has a schema and every key-opened route is a user route', () => {
    for (const endpoint of ENDPOINT_LIST) {
      const names = Object.keys(sampleParams(endpoint.path));
      if (names.length > 0)
        expect([endpoint.id, Boolean(endpoint.params)]).toEqual([endpoint.id, true]);
      if (endpoint.apiKey) expect([endpoint.id, endpoint.auth]).toEqual([endpoint.id, 'user']);
    }
  });
});
