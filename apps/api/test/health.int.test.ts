import { LivenessSchema, ReadinessSchema } from '@postcraft/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { connectTestDatabase } from './helpers/test-database.js';
import { createTestApp } from './helpers/test-app.js';

describe('health endpoints', () => {
  let database: Awaited<ReturnType<typeof connectTestDatabase>>;
  beforeAll(async () => {
    database = await connectTestDatabase();
  });
  afterAll(async () => {
    if (mongoose.connection.readyState === 1) await database.drop();
  });

  it('when the process is up, then /healthz answers ok', async () => {
    const { app } = createTestApp();
    const response = await request(app).get('/healthz').expect(200);
    expect(LivenessSchema.parse(response.body)).toEqual({ status: 'ok' });
  });

  it('when the database answers, then /readyz answers ready', async () => {
    const { app } = createTestApp();
    const response = await request(app).get('/readyz').expect(200);
    expect(ReadinessSchema.parse(response.body)).toEqual({
      status: 'ready',
      checks: { database: 'up' },
    });
  });

  it('when the database is gone, then /readyz answers 503 unavailable', async () => {
    const { app } = createTestApp();
    await database.drop();
    const response = await request(app).get('/readyz').expect(503);
    expect(response.body).toEqual({ status: 'unavailable', checks: { database: 'down' } });
  });
});
