import mongoose from 'mongoose';

/**
 * Connects Mongoose. Mongoose's autoIndex stays on: indexes are declared in the schemas and
 * created at start-up (see docs/decisions.md for the index types the code avoids).
 */
export async function connectDatabase(uri: string): Promise<typeof mongoose> {
  return mongoose.connect(uri, { serverSelectionTimeoutMS: 10_000 });
}

export async function isDatabaseUp(): Promise<boolean> {
  const db = mongoose.connection.db;
  if (mongoose.connection.readyState !== 1 || !db) return false;
  const answer = await db.admin().ping();
  return answer.ok === 1;
}
