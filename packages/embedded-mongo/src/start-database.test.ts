import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startDatabase } from './index.js';

async function withClient<T>(uri: string, use: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = await MongoClient.connect(uri);
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('startDatabase', () => {
  it('when given a data folder, then what was written is still there after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'postcraft-persist-'));
    try {
      const first = await startDatabase({ dataDir });
      await withClient(`${first.uri}persist`, (client) =>
        client.db().collection('notes').insertOne({ text: 'kept' }),
      );
      await first.stop();

      const second = await startDatabase({ dataDir });
      const found = await withClient(`${second.uri}persist`, (client) =>
        client.db().collection('notes').findOne({ text: 'kept' }),
      );
      await second.stop();
      expect(found?.text).toBe('kept');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when the server dies without being asked to stop, then the caller is told why; a normal stop tells nothing', async () => {
    const reports: string[] = [];
    const crashing = await startDatabase({ onUnexpectedExit: (message) => reports.push(message) });
    process.kill(crashing.pid!, 'SIGKILL');
    await waitUntil(() => reports.length > 0);
    expect(reports).toEqual([expect.stringMatching(/stopped unexpectedly \(SIGKILL\)/)]);
    await crashing.stop();

    const stopped = await startDatabase({ onUnexpectedExit: (message) => reports.push(message) });
    await stopped.stop();
    expect(reports).toHaveLength(1);
  });

  it('when given a URI, then it uses that server and starts nothing', async () => {
    const own = await startDatabase();
    try {
      const external = await startDatabase({ uri: own.uri });
      expect(external.engine).toBe('external');
      expect(external.uri).toBe(own.uri);
    } finally {
      await own.stop();
    }
  });

  it('when the given URI answers nothing, then it fails instead of starting another server', async () => {
    await expect(
      startDatabase({ uri: 'mongodb://127.0.0.1:1/', connectTimeoutMs: 1_500 }),
    ).rejects.toThrow(/did not answer/);
  });
});
