// Jest global setup: one throwaway MongoDB-compatible server per test run (or MONGODB_URI when
// set). Test files each use their own database on it, so they never see each other's data.
import { startDatabase } from '@postcraft/embedded-mongo';

export default async function globalSetup() {
  const database = await startDatabase({
    uri: process.env.MONGODB_URI,
    log: (message) => process.stdout.write(`\n[test-database] ${message}\n`),
    // Tests that lose their server fail on timeouts; this says why.
    onUnexpectedExit: (message) => process.stderr.write(`\n[test-database] ${message}\n`),
  });
  globalThis.__POSTCRAFT_TEST_DATABASE__ = database;
  process.env.MONGODB_URI = database.uri;
}
