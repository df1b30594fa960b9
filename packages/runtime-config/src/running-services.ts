import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withDatabaseName } from './database-name.js';

/**
 * The launcher records the embedded services it started (the database, the mail catcher) in
 * DATA_DIR/<service>.json, so an app started on its own (turbo dev) finds them without
 * MONGODB_URI, DATABASE_URL or SMTP_URL. A record counts only while the launcher that wrote it is alive.
 */
export type EmbeddedService = 'database' | 'postgres' | 'mail-catcher';

interface ServiceRecord {
  url: string;
  pid: number;
}

const recordFile = (dataDir: string, service: EmbeddedService) => join(dataDir, `${service}.json`);

export function recordRunningService(dataDir: string, service: EmbeddedService, url: string): void {
  const record: ServiceRecord = { url, pid: process.pid };
  // Mode 600: the PostgreSQL record carries its password.
  writeFileSync(recordFile(dataDir, service), `${JSON.stringify(record)}\n`, { mode: 0o600 });
}

export function forgetRunningService(dataDir: string, service: EmbeddedService): void {
  rmSync(recordFile(dataDir, service), { force: true });
}

/** The address of an embedded service a live launcher started for this DATA_DIR, if any. */
export function findRunningService(dataDir: string, service: EmbeddedService): string | undefined {
  const file = recordFile(dataDir, service);
  if (!existsSync(file)) return undefined;
  const record = JSON.parse(readFileSync(file, 'utf8')) as ServiceRecord;
  try {
    process.kill(record.pid, 0);
    return record.url;
  } catch {
    return undefined;
  }
}

/** The API and the worker share one database; Agenda's jobs live in it too. */
export const DATABASE_NAME = 'postcraft';

/**
 * The database to use: MONGODB_URI when set, else the launcher's embedded server, else a readable
 * error. A URI without a database name gets Postcraft's.
 */
export function resolveMongoUri(mongodbUri: string | undefined, dataDir: string): string {
  const uri = mongodbUri ?? findRunningService(dataDir, 'database');
  if (!uri) {
    throw new Error(
      `No database: set MONGODB_URI, or start the embedded one with \`pnpm db\` (data in ${dataDir}).`,
    );
  }
  return withDatabaseName(uri, DATABASE_NAME);
}

/**
 * The PostgreSQL database (jobs): DATABASE_URL when set, else the launcher's embedded server,
 * else a readable error.
 */
export function resolveDatabaseUrl(databaseUrl: string | undefined, dataDir: string): string {
  const url = databaseUrl ?? findRunningService(dataDir, 'postgres');
  if (!url) {
    throw new Error(
      `No PostgreSQL database: set DATABASE_URL, or start the embedded one with \`pnpm db\` (data in ${dataDir}).`,
    );
  }
  return url;
}

/** SMTP_URL when set, else the launcher's embedded mail catcher, else undefined (mail is off). */
export function resolveSmtpUrl(smtpUrl: string | undefined, dataDir: string): string | undefined {
  return smtpUrl ?? findRunningService(dataDir, 'mail-catcher');
}
