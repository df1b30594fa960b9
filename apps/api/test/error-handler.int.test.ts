import express from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { z } from 'zod';
import { AppError } from '../src/lib/app-error.js';
import { errorHandler } from '../src/lib/error-handler.js';
import { createLogger } from '@postcraft/logger';
import { validate } from '../src/lib/validate.js';
import { pinoHttp } from 'pino-http';
import { connectTestDatabase } from './helpers/test-database.js';

// A small app of real routes that fail in each way the error handler must answer.
const Thing = mongoose.model(
  'Thing',
  new mongoose.Schema({ name: { type: String, unique: true } }),
);

function appWithFailingRoutes() {
  const app = express();
  app.use(pinoHttp({ logger: createLogger('silent', 'api-test') }));
  app.use(express.json());
  app.post('/validated', (req, res) => {
    const { body } = validate(req, {
      body: z.object({ email: z.string().email('Enter a valid email') }),
    });
    res.json(body);
  });
  app.post('/things', async (req, res) => {
    res.status(201).json(await Thing.create({ name: String(req.body.name) }));
  });
  app.get('/things/:id', async (req, res) => {
    res.json(await Thing.findById(req.params.id));
  });
  app.get('/forbidden', () => {
    throw new AppError('forbidden', 'Not yours');
  });
  app.get('/crash', () => {
    throw new Error('secret internal detail');
  });
  app.use(errorHandler);
  return app;
}

describe('the error middleware', () => {
  let database: Awaited<ReturnType<typeof connectTestDatabase>>;
  beforeAll(async () => {
    database = await connectTestDatabase();
    await Thing.init();
  });
  afterAll(() => database.drop());
  const app = appWithFailingRoutes();

  it('when a body fails its contract, then 400 with the message and the issues', async () => {
    const response = await request(app)
      .post('/validated')
      .send({ email: { $ne: null } })
      .expect(400);
    expect(response.body).toMatchObject({
      code: 'validation_failed',
      issues: [{ path: ['email'] }],
    });
    expect(typeof response.body.message).toBe('string');
  });

  it('when a unique value is used twice, then 409 and the first one is kept', async () => {
    await request(app).post('/things').send({ name: 'once' }).expect(201);
    const response = await request(app).post('/things').send({ name: 'once' }).expect(409);
    expect(response.body.code).toBe('conflict');
    expect(await Thing.countDocuments({ name: 'once' })).toBe(1);
  });

  it('when an id is malformed, then 400 instead of a crash', async () => {
    const response = await request(app).get('/things/not-an-id').expect(400);
    expect(response.body.code).toBe('validation_failed');
  });

  it('when an AppError is thrown, then its status and message reach the client', async () => {
    const response = await request(app).get('/forbidden').expect(403);
    expect(response.body).toEqual({ message: 'Not yours', code: 'forbidden' });
  });

  it('when anything else fails, then 500 with an error id and no internal detail', async () => {
    const response = await request(app).get('/crash').expect(500);
    expect(response.body).toMatchObject({
      code: 'internal_error',
      message: 'An unexpected error occurred',
    });
    expect(response.body.errorId).toMatch(/[0-9a-f-]{36}/);
    expect(JSON.stringify(response.body)).not.toContain('secret internal detail');
    expect(JSON.stringify(response.body)).not.toContain('at ');
  });
});
