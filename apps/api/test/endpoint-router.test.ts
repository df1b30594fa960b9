import { defineEndpoints } from '@postcraft/contracts';
import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { createEndpointRouter, expressPathOf } from '../src/lib/endpoint-router.js';

const E = defineEndpoints({
  readThing: {
    method: 'get',
    path: '/api/things/{id}',
    tag: 'Things',
    summary: 'Read a thing',
    auth: 'none',
    params: z.object({ id: z.string() }),
    answer: { kind: 'json', schema: z.object({ id: z.string(), size: z.number() }) },
    errors: [404],
  },
  readFile: {
    method: 'get',
    path: '/files/{key}',
    pathRest: true,
    tag: 'Things',
    summary: 'Read a file',
    auth: 'none',
    params: z.object({ key: z.array(z.string()) }),
    answer: { kind: 'file', contentTypes: ['text/plain'] },
    errors: [404],
  },
});

/**
 * An app whose thing handler answers `size` as given, with answers checked or not; `serialised`
 * sends the JSON text itself, as a handler keeping its answers does.
 */
function appAnswering(size: unknown, checkAnswers: boolean, serialised = false) {
  const app = express();
  app.locals.checkAnswers = checkAnswers;
  const { router, mount } = createEndpointRouter('/api/things');
  mount(E.readThing, (req, res) => {
    const body = { id: req.params.id, size };
    if (serialised) res.type('json').send(JSON.stringify(body));
    else res.json(body);
  });
  app.use('/api/things', router);
  return app;
}

describe('the endpoint router', () => {
  it('when an endpoint is mounted under its base, then its path is relative, with a rest parameter where asked', () => {
    expect(expressPathOf(E.readThing, '/api/things')).toBe('/:id');
    expect(expressPathOf(E.readThing, '/api')).toBe('/things/:id');
    expect(expressPathOf(E.readFile, '/files')).toBe('/*key');
    expect(() => expressPathOf(E.readThing, '/api/user')).toThrow(/not under/);
  });

  it('when answers are checked and one matches its schema, then it goes out as it is', async () => {
    const answer = await request(appAnswering(3, true)).get('/api/things/a').expect(200);
    expect(answer.body).toEqual({ id: 'a', size: 3 });
  });

  it('when answers are checked and one does not match its schema, then it becomes a 500 naming the endpoint', async () => {
    const answer = await request(appAnswering('three', true)).get('/api/things/a').expect(500);
    expect(answer.body.code).toBe('internal_error');
    expect(answer.body.message).toMatch(/readThing does not match its contract/);
    expect(answer.body.message).toMatch(/size/);
  });

  it('when an answer is sent already serialised, then it is checked as well', async () => {
    await request(appAnswering(3, true, true))
      .get('/api/things/a')
      .expect(200, { id: 'a', size: 3 });
    const answer = await request(appAnswering('three', true, true))
      .get('/api/things/a')
      .expect(500);
    expect(answer.body.message).toMatch(/readThing does not match its contract/);
  });

  it('when answers are not checked (production), then the handler’s answer goes out unchanged', async () => {
    const answer = await request(appAnswering('three', false)).get('/api/things/a').expect(200);
    expect(answer.body).toEqual({ id: 'a', size: 'three' });
  });

  it('when a user endpoint is mounted without an authenticator, then mounting fails at once', () => {
    const { mount } = createEndpointRouter('/api');
    const userOnly = { ...E.readThing, auth: 'user' as const };
    expect(() => mount(userOnly, (_req, res) => res.end())).toThrow(/needs an authenticator/);
  });
});
