import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningDatabase } from './engines.js';

/** Last resort: mongodb-memory-server, which downloads a real mongod where the internet is reachable. */
export async function startMemoryServer(dataDir: string): Promise<RunningDatabase> {
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const dbPath = join(dataDir, 'mongodb-memory-server');
  mkdirSync(dbPath, { recursive: true });
  const server = await MongoMemoryServer.create({
    instance: { dbPath, storageEngine: 'wiredTiger', ip: '127.0.0.1' },
  });
  return {
    uri: server.getUri().replace(/\/?$/, '/'),
    engine: 'mongodb-memory-server',
    stop: async () => {
      await server.stop({ doCleanup: false });
    },
  };
}
