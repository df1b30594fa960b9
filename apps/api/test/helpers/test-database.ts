import { randomBytes } from 'node:crypto';
import { closeOwnerVersions, openOwnerVersions } from '@postcraft/data';
import { withDatabaseName } from '@postcraft/runtime-config';
import mongoose from 'mongoose';

/**
 * Connects Mongoose to a fresh database of its own on the run's test server, and opens the
 * scheduled post versions on the run's PostgreSQL (as the API's start does).
 */
export async function connectTestDatabase(): Promise<{ uri: string; drop: () => Promise<void> }> {
  const serverUri = process.env.MONGODB_URI;
  if (!serverUri) throw new Error('MONGODB_URI is not set: the jest global setup did not run');
  const uri = withDatabaseName(serverUri, `test_${randomBytes(6).toString('hex')}`);
  await mongoose.connect(uri);
  await openOwnerVersions(process.env.DATABASE_URL!);
  return {
    uri,
    drop: async () => {
      await mongoose.connection.db?.dropDatabase();
      await mongoose.disconnect();
      await closeOwnerVersions();
    },
  };
}
