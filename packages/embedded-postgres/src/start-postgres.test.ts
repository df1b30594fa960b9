import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPostgres } from './index.js';

async function query<T>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function waitUntil(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('startPostgres', () => {
  it('when given a data folder made by mktemp (mode 700), then what was written is still there after a restart, on a port other than 5432', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'postcraft-pg-persist-'));
    try {
      const first = await startPostgres({ dataDir });
      expect(first.engine).toBe('embedded');
      expect(first.url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/postcraft\?host=/);
      expect(new URL(first.url).port).not.toBe('5432');
      // Postcraft connects through the socket; tools can still use loopback TCP.
      const socketDir = new URL(first.url).searchParams.get('host')!;
      expect(existsSync(join(socketDir, `.s.PGSQL.${new URL(first.url).port}`))).toBe(true);
      const overTcp = new URL(first.url);
      overTcp.search = '';
      expect(await query(overTcp.toString(), 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      await query(first.url, 'CREATE TABLE notes (text TEXT)');
      await query(first.url, 'INSERT INTO notes VALUES ($1)', ['kept']);
      await first.stop();
      expect(existsSync(socketDir)).toBe(false);

      const second = await startPostgres({ dataDir });
      const rows = await query<{ text: string }>(second.url, 'SELECT text FROM notes');
      await second.stop();
      expect(rows).toEqual([{ text: 'kept' }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when the server dies without being asked to stop, then the caller is told; a normal stop tells nothing', async () => {
    const reports: string[] = [];
    const crashing = await startPostgres({ onUnexpectedExit: (message) => reports.push(message) });
    process.kill(crashing.pid!, 'SIGKILL');
    await waitUntil(() => reports.length > 0);
    expect(reports).toEqual([expect.stringMatching(/PostgreSQL stopped unexpectedly/)]);
    await crashing.stop();

    const stopped = await startPostgres({ onUnexpectedExit: (message) => reports.push(message) });
    await stopped.stop();
    expect(reports).toHaveLength(1);
    await expect(query(stopped.url, 'SELECT 1')).rejects.toThrow();
  });

  it('when given a URL, then it uses that server and starts nothing; a URL that answers nothing fails', async () => {
    const own = await startPostgres();
    try {
      const external = await startPostgres({ url: own.url });
      expect(external).toMatchObject({ engine: 'external', url: own.url });
      expect(external.pid).toBeUndefined();
    } finally {
      await own.stop();
    }
    await expect(
      startPostgres({ url: 'postgres://postgres:x@127.0.0.1:1/postcraft', timeoutMs: 1_500 }),
    ).rejects.toThrow(/did not answer/);
  });
});
