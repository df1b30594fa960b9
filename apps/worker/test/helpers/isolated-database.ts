import { randomBytes } from 'node:crypto';
import { withDatabaseName } from '@postcraft/runtime-config';
import { MongoClient, type Db } from 'mongodb';

export interface IsolatedDatabase {
  uri: string;
  db: () => Db;
}

/**
 * A database of this test file's own on the run's test server, connected before the tests and
 * dropped after them.
 */
export function useIsolatedDatabase(prefix: string): IsolatedDatabase {
  const uri = withDatabaseName(
    process.env.MONGODB_URI!,
    `${prefix}_${randomBytes(6).toString('hex')}`,
  );
  let client: MongoClient | undefined;
  beforeAll(async () => {
    client = await MongoClient.connect(uri);
  });
  afterAll(async () => {
    await client?.db().dropDatabase();
    await client?.close();
  });
  return { uri, db: () => client!.db() };
}
