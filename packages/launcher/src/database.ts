import { startDatabase, type RunningDatabase } from '@postcraft/embedded-mongo';
import { forgetRunningService, recordRunningService } from '@postcraft/runtime-config';
import { mkdirSync } from 'node:fs';

/** Starts (or connects to) the database for this DATA_DIR and records it for apps run alone. */
export async function startProductDatabase(
  dataDir: string,
  onUnexpectedExit: (message: string) => void,
): Promise<RunningDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const database = await startDatabase({
    uri: process.env.MONGODB_URI || undefined,
    dataDir,
    ferretdbPostgresUrl: process.env.FERRETDB_POSTGRESQL_URL || undefined,
    log: (message) => console.log(message),
    onUnexpectedExit,
  });
  recordRunningService(dataDir, 'database', database.uri);
  return {
    ...database,
    stop: async () => {
      forgetRunningService(dataDir, 'database');
      await database.stop();
    },
  };
}
