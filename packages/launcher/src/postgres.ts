import { redact, startPostgres, type RunningPostgres } from '@postcraft/embedded-postgres';
import { forgetRunningService, recordRunningService } from '@postcraft/runtime-config';
import { mkdirSync } from 'node:fs';

/**
 * Starts the embedded PostgreSQL for this DATA_DIR (files in DATA_DIR/postgres), or checks the one
 * DATABASE_URL names, and records it for apps run alone.
 */
export async function startProductPostgres(
  dataDir: string,
  onUnexpectedExit: (message: string) => void,
): Promise<RunningPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const postgres = await startPostgres({
    url: process.env.DATABASE_URL || undefined,
    dataDir,
    log: (message) => console.log(message),
    onUnexpectedExit,
  });
  if (postgres.engine === 'external') console.log(`PostgreSQL: ${redact(postgres.url)}`);
  recordRunningService(dataDir, 'postgres', postgres.url);
  return {
    ...postgres,
    stop: async () => {
      forgetRunningService(dataDir, 'postgres');
      await postgres.stop();
    },
  };
}
