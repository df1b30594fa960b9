// Jest global setup: one throwaway PostgreSQL per test run (or DATABASE_URL when set), and a
// MongoDB-compatible server on it: FerretDB through its PostgreSQL handler (or MONGODB_URI when
// set). Test files each use their own MongoDB database and their own job table, so they never see
// each other's data.
import { startDatabase } from '@postcraft/embedded-mongo';
import { startPostgres } from '@postcraft/embedded-postgres';

const log = (message) => process.stdout.write(`\n[test-database] ${message}\n`);
// Tests that lose their server fail on timeouts; this says why.
const onUnexpectedExit = (message) => process.stderr.write(`\n[test-database] ${message}\n`);

export default async function globalSetup() {
  const postgres = await startPostgres({
    url: process.env.DATABASE_URL || undefined,
    log,
    onUnexpectedExit,
  });
  globalThis.__POSTCRAFT_TEST_POSTGRES__ = postgres;
  process.env.DATABASE_URL = postgres.url;

  const database = await startDatabase({
    uri: process.env.MONGODB_URI || undefined,
    ferretdbPostgresUrl: postgres.url,
    log,
    onUnexpectedExit,
  });
  globalThis.__POSTCRAFT_TEST_DATABASE__ = database;
  process.env.MONGODB_URI = database.uri;
}
