import type { RunningDatabase } from '@postcraft/embedded-mongo';
import { startProductDatabase } from './database.js';
import { startProductMail, type ProductMail } from './mail.js';

export interface LocalServices {
  database: RunningDatabase;
  mail: ProductMail;
  /** Environment for the apps: where the database and the mail server are. */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/**
 * The services the apps need, embedded unless configured: the database and mail. `onLost` hears
 * of an embedded database that stops by itself.
 */
export async function startLocalServices(
  dataDir: string,
  onLost: (message: string) => void,
): Promise<LocalServices> {
  const database = await startProductDatabase(dataDir, onLost);
  const mail = await startProductMail(dataDir);
  if (mail.inboxUrl) console.log(`Mail: caught locally, read it at ${mail.inboxUrl}`);
  return {
    database,
    mail,
    env: { DATA_DIR: dataDir, MONGODB_URI: database.uri, SMTP_URL: mail.smtpUrl },
    stop: async () => {
      await mail.stop();
      await database.stop();
    },
  };
}
