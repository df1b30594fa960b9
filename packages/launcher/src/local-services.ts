import type { RunningDatabase } from '@postcraft/embedded-mongo';
import type { RunningPostgres } from '@postcraft/embedded-postgres';
import { startProductDatabase } from './database.js';
import { startProductMail, type ProductMail } from './mail.js';
import { startProductPostgres } from './postgres.js';

export interface LocalServices {
  postgres: RunningPostgres;
  database: RunningDatabase;
  mail: ProductMail;
  /** Environment for the apps: where the databases and the mail server are. */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/**
 * The services the apps need, embedded unless configured: PostgreSQL (jobs; DATABASE_URL), the
 * MongoDB-compatible database on it (MONGODB_URI) and mail. `onLost` hears of an embedded
 * database that stops by itself. They stop in the reverse order.
 */
export async function startLocalServices(
  dataDir: string,
  onLost: (message: string) => void,
): Promise<LocalServices> {
  const postgres = await startProductPostgres(dataDir, onLost);
  let database: RunningDatabase;
  try {
    database = await startProductDatabase(dataDir, postgres.url, onLost);
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  const mail = await startProductMail(dataDir);
  if (mail.inboxUrl) console.log(`Mail: caught locally, read it at ${mail.inboxUrl}`);
  return {
    postgres,
    database,
    mail,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      MONGODB_URI: database.uri,
      SMTP_URL: mail.smtpUrl,
    },
    stop: async () => {
      await mail.stop();
      await database.stop();
      await postgres.stop();
    },
  };
}
