import { startDatabase } from '../../packages/embedded-mongo/src/index.js';
import { startPostgres } from '../../packages/embedded-postgres/src/index.js';

/**
 * The benches' databases: a throwaway PostgreSQL with FerretDB on it, or DATABASE_URL and
 * MONGODB_URI when set. Stop the database before PostgreSQL.
 */
export async function startBenchDatabases(log: (line: string) => void) {
  const postgres = await startPostgres({ url: process.env.DATABASE_URL || undefined, log });
  const database = await startDatabase({
    uri: process.env.MONGODB_URI || undefined,
    ferretdbPostgresUrl: postgres.url,
    log,
  });
  return { postgres, database };
}
