import mongoose, { type Model } from 'mongoose';

/** How one document's insert ended: stored, or refused because its `_id` is taken. */
type InsertOutcome = 'inserted' | 'duplicate';

interface WaitingInsert {
  document: Record<string, unknown>;
  resolve(outcome: InsertOutcome): void;
  reject(error: unknown): void;
}

const DUPLICATE_KEY = 11000;
const MAX_BATCH = 100;

/**
 * Inserts documents of one collection, each answered on its own, and sends the documents that
 * arrive while an insert is on its way together in the next one (unordered, so one refusal stops
 * no other). Nothing waits for company: a lone insert leaves at once.
 *
 * Why: on FerretDB each insert command is a PostgreSQL transaction of three statements and a WAL
 * flush, whatever its size. When many publishes run at once (a burst of posts due together), their
 * claims and notifications share those costs instead of paying them one by one.
 *
 * Each answer comes after the batch holding its document is stored, so a caller that hears
 * 'inserted' may rely on it as on a single insert. The documents are validated and given their
 * defaults by the model first; the model's save hooks do not run (the models using this have none).
 */
export class InsertBatcher<T> {
  private readonly waiting: WaitingInsert[] = [];
  private sending = false;

  constructor(private readonly model: Model<T>) {}

  /** Stores the document; answers it as stored, or null when its `_id` was taken already. */
  async insert(fields: Partial<T>): Promise<T | null> {
    const document = new this.model(fields);
    await document.validate();
    const stored = document.toObject({ depopulate: true }) as T & Record<string, unknown>;
    const outcome = await new Promise<InsertOutcome>((resolve, reject) => {
      this.waiting.push({ document: stored, resolve, reject });
      if (!this.sending) void this.sendWaiting();
    });
    return outcome === 'inserted' ? stored : null;
  }

  private async sendWaiting(): Promise<void> {
    this.sending = true;
    try {
      while (this.waiting.length > 0) await this.send(this.waiting.splice(0, MAX_BATCH));
    } finally {
      this.sending = false;
    }
  }

  private async send(batch: WaitingInsert[]): Promise<void> {
    try {
      await this.model.collection.insertMany(
        batch.map((waiting) => waiting.document),
        { ordered: false },
      );
      for (const waiting of batch) waiting.resolve('inserted');
    } catch (error) {
      if (!(error instanceof mongoose.mongo.MongoBulkWriteError)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      const refusals = new Map(
        [error.writeErrors].flat().map((refusal) => [refusal.index, refusal]),
      );
      batch.forEach((waiting, index) => {
        const refusal = refusals.get(index);
        if (!refusal) waiting.resolve('inserted');
        else if (refusal.code === DUPLICATE_KEY) waiting.resolve('duplicate');
        else waiting.reject(Object.assign(new Error(refusal.errmsg), { code: refusal.code }));
      });
    }
  }
}
