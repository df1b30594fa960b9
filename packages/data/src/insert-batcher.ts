import mongoose, { type Model } from 'mongoose';
import { SendTogether } from './send-together.js';

/** How one document's insert ended: stored, or refused because its `_id` is taken. */
type InsertOutcome = 'inserted' | 'duplicate';

const DUPLICATE_KEY = 11000;

/**
 * Inserts documents of one collection, each answered on its own, and sends the documents that
 * arrive while an insert is on its way together in the next one (unordered, so one refusal stops
 * no other).
 *
 * Why: on FerretDB each insert command is a PostgreSQL transaction of three statements and a WAL
 * flush, whatever its size. When many publishes run at once (a burst of posts due together), their
 * claims, outcomes and notifications share those costs instead of paying them one by one.
 *
 * Each answer comes after the batch holding its document is stored, so a caller that hears
 * 'inserted' may rely on it as on a single insert. The documents are validated and given their
 * defaults by the model first; the model's save hooks do not run (the models using this have none).
 */
export class InsertBatcher<T> {
  private readonly inserts: SendTogether<Record<string, unknown>, InsertOutcome>;

  constructor(private readonly model: Model<T>) {
    this.inserts = new SendTogether((documents) => this.insertAll(documents));
  }

  /** Stores the document; answers it as stored, or null when its `_id` was taken already. */
  async insert(fields: Partial<T>): Promise<T | null> {
    const document = new this.model(fields);
    await document.validate();
    const stored = document.toObject({ depopulate: true }) as T & Record<string, unknown>;
    return (await this.inserts.submit(stored)) === 'inserted' ? stored : null;
  }

  private async insertAll(
    documents: Array<Record<string, unknown>>,
  ): Promise<Array<InsertOutcome | Error>> {
    try {
      await this.model.collection.insertMany(documents, { ordered: false });
      return documents.map(() => 'inserted');
    } catch (error) {
      if (!(error instanceof mongoose.mongo.MongoBulkWriteError)) throw error;
      const refusals = new Map(
        [error.writeErrors].flat().map((refusal) => [refusal.index, refusal]),
      );
      return documents.map((_, index) => {
        const refusal = refusals.get(index);
        if (!refusal) return 'inserted';
        if (refusal.code === DUPLICATE_KEY) return 'duplicate';
        return Object.assign(new Error(refusal.errmsg), { code: refusal.code });
      });
    }
  }
}
