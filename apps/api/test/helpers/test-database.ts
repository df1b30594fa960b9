import { randomBytes } from 'node:crypto';
import { withDatabaseName } from '@postcraft/runtime-config';
import mongoose from 'mongoose';

/** Connects Mongoose to a fresh database of its own on the run's test server. */
export async function connectTestDatabase(): Promise<{ uri: string; drop: () => Promise<void> }> {
  const serverUri = process.env.MONGODB_URI;
  if (!serverUri) throw new Error('MONGODB_URI is not set: the jest global setup did not run');
  const uri = withDatabaseName(serverUri, `test_${randomBytes(6).toString('hex')}`);
  await mongoose.connect(uri);
  return {
    uri,
    drop: async () => {
      await mongoose.connection.db?.dropDatabase();
      await mongoose.disconnect();
    },
  };
}
