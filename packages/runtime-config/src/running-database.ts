import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withDatabaseName } from './database-name.js';

/**
 * The launcher records the embedded database it started in DATA_DIR/database.json, so an app
 * started on its own (turbo dev) finds it without MONGODB_URI.
 */
interface DatabaseRecord {
  uri: string;
  pid: number;
}

const recordFile = (dataDir: string) => join(dataDir, 'database.json');

export function recordRunningDatabase(dataDir: string, uri: string): void {
  const record: DatabaseRecord = { uri, pid: process.pid };
  writeFileSync(recordFile(dataDir), `${JSON.stringify(record)}\n`);
}

export function forgetRunningDatabase(dataDir: string): void {
  rmSync(recordFile(dataDir), { force: true });
}

/** The URI of the embedded database a live launcher started for this DATA_DIR, if any. */
export function findRunningDatabase(dataDir: string): string | undefined {
  const file = recordFile(dataDir);
  if (!existsSync(file)) return undefined;
  const record = JSON.parse(readFileSync(file, 'utf8')) as DatabaseRecord;
  try {
    process.kill(record.pid, 0);
    return record.uri;
  } catch {
    return undefined;
  }
}

/**
 * The database to use: MONGODB_URI when set, else the launcher's embedded server, else a readable
 * error. A URI without a database name gets Postcraft's.
 */
export function resolveMongoUri(mongodbUri: string | undefined, dataDir: string): string {
  const uri = mongodbUri ?? findRunningDatabase(dataDir);
  if (!uri) {
    throw new Error(
      `No database: set MONGODB_URI, or start the embedded one with \`pnpm db\` (data in ${dataDir}).`,
    );
  }
  return withDatabaseName(uri, DATABASE_NAME);
}

/** The API and the worker share one database; Agenda's jobs live in it too. */
export const DATABASE_NAME = 'postcraft';
