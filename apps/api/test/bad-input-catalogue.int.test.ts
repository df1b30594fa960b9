import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as contracts from '@postcraft/contracts';
import { textFieldsOf } from '@postcraft/contracts';
import { openJobQueue, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import mongoose from 'mongoose';
import request, { type Test } from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { listRegisteredRoutes, type RegisteredRoute } from './helpers/registered-routes.js';
import { pngOf } from './helpers/images.js';
import { createTestApp } from './helpers/test-app.js';

/** One kind of bad input, and the status every route must give it when that is fixed. */
interface BadInput {
  name: string;
  send: (test: Test) => Test;
  /** The status any route answers; undefined: any 4xx that the route chooses. */
  status?: number;
  code?: string;
}

/** Field names the app's bodies and queries read, each given values of the wrong type. */
const FIELDS = [
  'email',
  'password',
  'firstName',
  'name',
  'keywords',
  'platform',
  'sessionId',
  'token',
  'requestId',
  'decision',
  'username',
  'displayName',
  'grant_type',
  'code',
  'code_verifier',
  'refresh_token',
  'client_id',
  'client_secret',
  'state',
  'scope',
  'code_challenge',
  'redirect_uri',
  'text',
  'mediaIds',
  'channel',
];

/**
 * Every text field the contracts' request schemas read (bodies, queries, params, requests: a new
 * one is found without being listed here), with the names above.
 */
const TEXT_FIELDS = [
  ...new Set([
    ...Object.entries(contracts)
      .filter(([name]) => /(Body|Query|Params|Request)Schema$/.test(name))
      .flatMap(([, schema]) => textFieldsOf(schema as Parameters<typeof textFieldsOf>[0]))
      .map((field) => field.path[0])
      .filter((name): name is string => typeof name === 'string'),
    ...FIELDS,
  ]),
];
/** NUL inside each text field: FerretDB refuses it in stored and queried strings. */
const withNul = Object.fromEntries(TEXT_FIELDS.map((field) => [field, `a\u0000${field}`]));

const repeated = FIELDS.map((field) => `${field}=a&${field}=b`).join('&');
const wrongTypes = Object.fromEntries(
  FIELDS.map((field, index) => [field, [{ $gt: '' }, 1, null, [index]][index % 4]]),
);
const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

const CATALOGUE: BadInput[] = [
  {
    name: 'an unsupported Content-Encoding',
    send: (t) =>
      t.set('Content-Type', 'application/json').set('Content-Encoding', 'x-foo').send('{}'),
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'gzip that is not gzip',
    send: (t) =>
      t.set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('{"a":1}'),
    status: 400,
    code: 'malformed_body',
  },
  {
    name: 'urlencoded gzip that is not gzip',
    send: (t) =>
      t
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .set('Content-Encoding', 'deflate')
        .send('a=b'),
    status: 400,
    code: 'malformed_body',
  },
  {
    name: 'JSON in a bogus charset',
    send: (t) => t.set('Content-Type', 'application/json; charset=bogus').send('{}'),
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'JSON in UTF-16',
    send: (t) =>
      t
        .set('Content-Type', 'application/json; charset=utf-16')
        .send(Buffer.from('\uFEFF{"a":1}', 'utf16le')),
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'a form in koi8-r',
    send: (t) =>
      t.set('Content-Type', 'application/x-www-form-urlencoded; charset=koi8-r').send('a=b'),
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'broken JSON',
    send: (t) => t.set('Content-Type', 'application/json').send('{"a": '),
    status: 400,
    code: 'malformed_body',
  },
  { name: 'text/plain', send: (t) => t.set('Content-Type', 'text/plain').send('hello') },
  {
    name: 'XML',
    send: (t) => t.set('Content-Type', 'application/xml').send('<a><b>1</b></a>'),
  },
  {
    name: 'a broken multipart body',
    send: (t) => t.set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nbroken'),
  },
  {
    name: 'multipart without a boundary',
    send: (t) => t.set('Content-Type', 'multipart/form-data').send('hello'),
  },
  { name: 'no body at all', send: (t) => t },
  { name: 'JSON fields of the wrong type', send: (t) => t.send(wrongTypes) },
  {
    name: 'repeated form fields',
    send: (t) => t.set('Content-Type', 'application/x-www-form-urlencoded').send(repeated),
  },
  { name: 'repeated query values', send: (t) => t.query(repeated) },
  {
    name: 'bad percent-escapes in Basic credentials',
    send: (t) => t.set('Authorization', basic('%ZZ:%C0%AE')).type('form').send('grant_type=%ZZ'),
  },
  {
    name: 'a Basic header that is not base64',
    send: (t) => t.set('Authorization', 'Basic %%%').type('form').send('token=x'),
  },
  { name: 'NUL in every text field of a JSON body', send: (t) => t.send(withNul) },
  {
    name: 'NUL in every text field of a form',
    send: (t) => t.type('form').send(new URLSearchParams(withNul).toString()),
  },
  { name: 'NUL in every text field of the query', send: (t) => t.query(withNul) },
  {
    name: 'NUL in every text field of a multipart form, then a file',
    send: (t) =>
      Object.entries(withNul)
        // Within the forms' field limits; the contracts' fields come first.
        .slice(0, 38)
        .reduce((form, [field, value]) => form.field(field, value), t)
        .attach('media', pngOf(4, 4), 'a.png'),
  },
  {
    name: 'garbage cookies and bearer',
    send: (t) =>
      t.set('Cookie', 'pc_access=%ZZ; pc_refresh=%C0').set('Authorization', 'Bearer %ZZ'),
  },
];

/** Path values that decode fine but that no route expects. */
const ODD_PATH_VALUES = [
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '%E2%80%AE',
  '%F0%9F%98%80',
  'a'.repeat(5000),
];

describe('the bad-input catalogue against every registered route', () => {
  let bed: AccountTestBed;
  let routes: RegisteredRoute[];
  let signedIn: { Authorization: string };
  const webDir = mkdtempSync(join(tmpdir(), 'postcraft-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)');
  const env = { WEB_DIST_DIR: webDir };
  // The app as it runs: with its job queue, so /readyz is ready and scheduling routes are reached.
  const jobTable = testJobTableName('catalogue');
  let jobQueue: JobQueue;

  beforeAll(async () => {
    jobQueue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName: jobTable });
    bed = await startAccountTestBed({ env, jobQueue });
    // Logging out would end the session the other calls use: it goes last.
    // Not the payment Sandbox's Stripe stand-in (/v1): it answers in Stripe's own error shape,
    // and its own tests send it bad parameters, keys and ids.
    routes = listRegisteredRoutes(createTestApp(env).app)
      .filter((route) => !route.path.startsWith('/v1/'))
      .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
    signedIn = { Authorization: `Bearer ${(await createVerifiedUser(bed)).accessToken}` };
  });
  afterAll(async () => {
    await bed.stop();
    await jobQueue.close();
    await dropJobTable(jobTable);
  });

  const call = (route: RegisteredRoute, path = route.path) =>
    request(bed.app)[route.method.toLowerCase() as 'get'](path);

  async function collectionCounts(): Promise<Record<string, number>> {
    const db = mongoose.connection.db!;
    const names = (await db.listCollections().toArray()).map((c) => c.name).sort();
    const counts = await Promise.all(names.map((name) => db.collection(name).countDocuments()));
    return Object.fromEntries(names.map((name, index) => [name, counts[index]!]));
  }

  it('when the app is walked, then its routes are found (the walk itself works)', () => {
    const listed = routes.map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'GET /healthz',
      'POST /api/user/login',
      'PUT /api/user/updateProfile',
      'DELETE /api/styles/sample',
      'DELETE /api/user/disconnect/sample',
      'POST /api/user/schedule/approve-all',
      'POST /api/user/schedule/sample/approve',
      'GET /media/sample',
      'POST /sandbox/oauth/consent',
      'GET /sandbox/@sample',
      'GET /sample',
    ])
      expect(listed).toContain(expected);
  });

  it('when any route gets any bad input, then it answers 4xx, never 5xx, and stores nothing', async () => {
    const before = await collectionCounts();
    const failures: string[] = [];
    for (const route of routes) {
      for (const headers of [{}, signedIn]) {
        for (const input of CATALOGUE) {
          const response = await input.send(call(route).set(headers));
          const label = `${route.method} ${route.path} with ${input.name}: ${response.status}`;
          if (response.status >= 500) failures.push(`${label} ${response.text.slice(0, 120)}`);
          else if (input.status && response.status !== input.status) failures.push(label);
          else if (input.code && response.body?.code !== input.code) failures.push(`${label} code`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await collectionCounts()).toEqual(before);
    // Every route times every input, one request after another: minutes on a loaded machine.
  }, 240_000);

  it('when a path carries odd but well-formed escapes (NUL, traversal, RTL override, emoji, 5,000 characters), then no route answers 5xx', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const value of ODD_PATH_VALUES) {
        const path = route.pathWithBadEscape.replace('%ZZ', value);
        const response = await call(route, path).set(signedIn);
        if (response.status >= 500)
          failures.push(`${route.method} ${path.slice(0, 80)}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('when a path carries a malformed percent-escape, then every route answers 400', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const escape of ['%ZZ', '%C0%AE%C0%AE', '%E0%A4%A']) {
        const path = route.pathWithBadEscape.replace('%ZZ', escape);
        const response = await call(route, path).set(signedIn);
        if (response.status !== 400 || response.body?.code !== 'malformed_url')
          failures.push(
            `${route.method} ${path}: ${response.status} ${response.text.slice(0, 80)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
