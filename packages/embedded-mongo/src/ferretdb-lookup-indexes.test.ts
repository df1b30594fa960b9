import { startPostgres, type RunningPostgres } from '@postcraft/embedded-postgres';
import { MongoClient } from 'mongodb';
import pg from 'pg';
import { startDatabase } from './index.js';

let postgres: RunningPostgres;

beforeAll(async () => {
  postgres = await startPostgres({ url: process.env.DATABASE_URL || undefined });
});
afterAll(async () => {
  await postgres?.stop();
});

/** Runs the statements on one connection; answers the last one's rows. */
async function sql<T extends pg.QueryResultRow>(...statements: string[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    let rows: T[] = [];
    for (const statement of statements) rows = (await client.query<T>(statement)).rows;
    return rows;
  } finally {
    await client.end();
  }
}

/** The GIN indexes on the FerretDB table of the `posts` collection in MongoDB database `db`. */
async function ginKeysOfPosts(db: string): Promise<string[]> {
  const rows = await sql<{ key: string }>(`
    SELECT substring(indexdef FROM '_jsonb -> ''([^'']+)''') AS key
    FROM pg_indexes
    WHERE schemaname = '${db}' AND tablename LIKE 'posts%' AND indexdef LIKE '%USING gin%'
    ORDER BY key`);
  return rows.map((row) => row.key);
}

async function withFerretdb(use: (client: MongoClient) => Promise<void>): Promise<void> {
  const database = await startDatabase({ ferretdbPostgresUrl: postgres.url });
  const client = await MongoClient.connect(database.uri);
  try {
    await use(client);
  } finally {
    await client.close();
    await database.stop();
  }
}

describe('FerretDB lookup indexes on PostgreSQL', () => {
  it('when a collection and its indexes are created, then _id and each index lead get a GIN twin that finds use', async () => {
    const db = `gin_${Date.now()}`;
    await withFerretdb(async (client) => {
      const posts = client.db(db).collection<{ _id: string; ownerId: string }>('posts');
      await posts.insertMany(
        Array.from({ length: 500 }, (_, index) => ({ _id: `p${index}`, ownerId: `o${index % 5}` })),
      );
      await posts.createIndex({ ownerId: 1, scheduledTime: 1 });
      expect(await posts.findOne({ _id: 'p42' })).toEqual({ _id: 'p42', ownerId: 'o2' });
    });

    expect(await ginKeysOfPosts(db)).toEqual(['_id', 'ownerId']);
    const [table] = await sql<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = '${db}' AND tablename LIKE 'posts%'`,
    );
    const plan = await sql<{ 'QUERY PLAN': string }>(
      'SET enable_seqscan = off',
      `EXPLAIN SELECT _jsonb FROM ${table!.name} WHERE _jsonb -> '_id' @> '"p42"'`,
    );
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Index Scan on \S+_gin/);
  });

  it('when tables lack their twins (made before), then starting FerretDB adds them', async () => {
    const db = `gin_backfill_${Date.now()}`;
    await withFerretdb(async (client) => {
      await client
        .db(db)
        .collection('posts')
        .insertOne({ _id: 'kept' } as never);
    });
    for (const { name } of await sql<{ name: string }>(
      `SELECT format('%I.%I', schemaname, indexname) AS name FROM pg_indexes WHERE schemaname = '${db}' AND indexdef LIKE '%USING gin%'`,
    )) {
      await sql(`DROP INDEX ${name}`);
    }
    expect(await ginKeysOfPosts(db)).toEqual([]);

    await withFerretdb(async (client) => {
      expect(
        await client
          .db(db)
          .collection('posts')
          .findOne({ _id: 'kept' } as never),
      ).not.toBeNull();
    });
    expect(await ginKeysOfPosts(db)).toEqual(['_id']);
  });
});
