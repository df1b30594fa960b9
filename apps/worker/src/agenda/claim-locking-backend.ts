import type { AgendaBackend } from 'agenda';
import type { Db } from 'mongodb';
import { ClaimLockingJobRepository } from './claim-locking-repository.js';

/** Agenda's storage on the shared database, with locking that is safe on FerretDB. */
export class ClaimLockingMongoBackend implements AgendaBackend {
  readonly name = 'MongoDB (claim locking)';
  readonly repository: ClaimLockingJobRepository;
  readonly ownsConnection = false;

  constructor(db: Db, collection: string) {
    this.repository = new ClaimLockingJobRepository(db, collection);
  }

  async connect(): Promise<void> {
    await this.repository.connect();
  }

  async disconnect(): Promise<void> {
    // The connection belongs to the worker, which closes it itself.
  }
}
