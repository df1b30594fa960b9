import { model, Schema } from 'mongoose';

/**
 * One record per one-off data change that has run to its end (a backfill), so that later starts
 * skip it: on FerretDB, even finding that nothing is left to change reads the whole collection.
 */
export interface DataMigrationRecord {
  _id: string;
  completedAt: Date;
}

const dataMigrationSchema = new Schema<DataMigrationRecord>(
  {
    _id: { type: String, required: true },
    completedAt: { type: Date, required: true },
  },
  { collection: 'dataMigrations', versionKey: false },
);

export const DataMigrationModel = model<DataMigrationRecord>('DataMigration', dataMigrationSchema);

/**
 * Runs `change` unless a run of it under this name already finished; a run that fails or is cut
 * off is not recorded, so the next start runs it again (each change must be idempotent).
 * Answers what `change` answered, or null when it was skipped.
 */
export async function runDataMigrationOnce<T>(
  name: string,
  change: () => Promise<T>,
): Promise<T | null> {
  if (await DataMigrationModel.exists({ _id: name })) return null;
  const result = await change();
  await DataMigrationModel.updateOne(
    { _id: name },
    { $set: { completedAt: new Date() } },
    { upsert: true },
  ).exec();
  return result;
}
