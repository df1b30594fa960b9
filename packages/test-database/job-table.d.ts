/** A fresh job table name, e.g. `jobs_publish_3f9a1c2b`; the table is created on first use. */
export function testJobTableName(prefix?: string): string;
/** Drops a test's job table (and its trigger function), for runs on a shared DATABASE_URL. */
export function dropJobTable(tableName: string, databaseUrl?: string): Promise<void>;
