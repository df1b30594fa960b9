import { MongoClient } from 'mongodb';

/** Resolves once the server at `uri` answers a ping, or rejects after `timeoutMs`. */
export async function waitForServer(uri: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1_000 });
    try {
      await client.connect();
      await client.db('admin').command({ ping: 1 });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await client.close().catch(() => undefined);
    }
  }
  throw new Error(
    `The database at ${uri} did not answer within ${timeoutMs} ms: ${String(lastError)}`,
  );
}
