import { LivenessSchema, ReadinessSchema } from '@postcraft/contracts';
import { startPostgres, type RunningPostgres } from '@postcraft/embedded-postgres';
import { openJobQueue, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import mongoose from 'mongoose';
import request from 'supertest';
import { connectTestDatabase } from './helpers/test-database.js';
import { createTestApp } from './helpers/test-app.js';

describe('health endpoints', () => {
  const tableName = testJobTableName('health');
  let database: Awaited<ReturnType<typeof connectTestDatabase>>;
  let jobQueue: JobQueue;
  beforeAll(async () => {
    database = await connectTestDatabase();
    jobQueue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
  });
  afterAll(async () => {
    await jobQueue.close();
    await dropJobTable(tableName);
    if (mongoose.connection.readyState === 1) await database.drop();
  });

  it('when the process is up, then /healthz answers ok', async () => {
    const { app } = createTestApp();
    const response = await request(app).get('/healthz').expect(200);
    expect(LivenessSchema.parse(response.body)).toEqual({ status: 'ok' });
  });

  it('when MongoDB and PostgreSQL answer, then /readyz answers ready', async () => {
    const { app } = createTestApp({}, { jobQueue });
    const response = await request(app).get('/readyz').expect(200);
    expect(ReadinessSchema.parse(response.body)).toEqual({
      status: 'ready',
      checks: { database: 'up', jobs: 'up' },
    });
  });

  it('when PostgreSQL is gone, then /readyz answers 503 with jobs down', async () => {
    let postgres: RunningPostgres | undefined = await startPostgres();
    const doomedQueue = await openJobQueue({ databaseUrl: postgres.url });
    try {
      const { app } = createTestApp({}, { jobQueue: doomedQueue });
      await request(app).get('/readyz').expect(200);
      await postgres.stop();
      postgres = undefined;
      const response = await request(app).get('/readyz').expect(503);
      expect(response.body).toEqual({
        status: 'unavailable',
        checks: { database: 'up', jobs: 'down' },
      });
    } finally {
      await doomedQueue.close().catch(() => undefined);
      await postgres?.stop();
    }
  });

  it('when the API has no job queue, then it is not ready', async () => {
    const { app } = createTestApp();
    const response = await request(app).get('/readyz').expect(503);
    expect(response.body.checks).toEqual({ database: 'up', jobs: 'down' });
  });

  it('when MongoDB is gone, then /readyz answers 503 with the database down', async () => {
    const { app } = createTestApp({}, { jobQueue });
    await database.drop();
    const response = await request(app).get('/readyz').expect(503);
    expect(response.body).toEqual({
      status: 'unavailable',
      checks: { database: 'down', jobs: 'up' },
    });
  });
});
