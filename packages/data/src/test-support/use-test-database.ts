import { randomBytes } from 'node:crypto';
import { withDatabaseName } from '@postcraft/runtime-config';
import mongoose, { type ConnectOptions } from 'mongoose';
import { initDataModels } from '../index.js';
import { closeOwnerVersions, openOwnerVersions } from '../owner-versions.js';

/**
 * Gives the calling test file a MongoDB database of its own on the test servers (with the
 * models' indexes) and opens the owner versions, which every write of scheduled posts and
 * sessions needs; the database is dropped and the versions closed after the file. `options` go
 * to the connection (`monitorCommands`, say).
 */
export function useTestDatabase(options: ConnectOptions = {}): void {
  beforeAll(async () => {
    await mongoose.connect(
      withDatabaseName(process.env.MONGODB_URI!, `test_${randomBytes(6).toString('hex')}`),
      options,
    );
    await openOwnerVersions(process.env.DATABASE_URL!);
    await initDataModels();
  });
  afterAll(async () => {
    await mongoose.connection.db?.dropDatabase();
    await mongoose.disconnect();
    await closeOwnerVersions();
  });
}
