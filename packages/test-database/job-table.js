// A job table of a test file's own on the run's PostgreSQL (DATABASE_URL), so that tests running
// workers never take each other's jobs: pass its name as `tableName` to the job queue and worker.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh job table name, e.g. `jobs_publish_3f9a1c2b`; the table is created on first use. */
export function testJobTableName(prefix = 'test') {
  const clean = prefix
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 20);
  return `jobs_${clean}_${randomBytes(4).toString('hex')}`;
}

/** Drops a test's job table (and its trigger function), for runs on a shared DATABASE_URL. */
export async function dropJobTable(tableName, databaseUrl = process.env.DATABASE_URL) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP TABLE IF EXISTS "${tableName}" CASCADE`);
    await client.query(`DROP FUNCTION IF EXISTS "update_${tableName}_updated_at"() CASCADE`);
  } finally {
    await client.end();
  }
}
