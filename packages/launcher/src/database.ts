import { startDatabase, type RunningDatabase } from '@postcraft/embedded-mongo';
import { forgetRunningService, recordRunningService } from '@postcraft/runtime-config';
import { mkdirSync } from 'node:fs';

/**
 * Starts (or connects to) the MongoDB-compatible database for this DATA_DIR and records it for
 * apps run alone: MONGODB_URI when set, else FerretDB storing its documents in PostgreSQL.
 */
export async function startProductDatabase(
  dataDir: string,
  postgresUrl: string,
  onUnexpectedExit: (message: string) => void,
): Promise<RunningDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const database = await startDatabase({
    uri: process.env.MONGODB_URI || undefined,
    dataDir,
    ferretdbPostgresUrl: postgresUrl,
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
