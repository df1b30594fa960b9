/** The ways Postcraft can get a MongoDB-compatible database, in the order they are tried. */
export type DatabaseEngine = 'external' | 'mongod' | 'ferretdb' | 'mongodb-memory-server';

export interface RunningDatabase {
  /** Connection string without a database name, ending in "/". */
  uri: string;
  engine: DatabaseEngine;
  /** The server process started here, if any. */
  pid?: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Folder that keeps the data between runs. Omit for a throwaway database removed on stop. */
  dataDir?: string;
  /** An existing server to use instead of starting one (MONGODB_URI). */
  uri?: string;
  /** FerretDB storage: its SQLite backend in the data folder (default) or a PostgreSQL database. */
  ferretdbPostgresUrl?: string;
  /** Where the FerretDB binary is built and kept, shared by every data folder. */
  cacheDir?: string;
  log?: (message: string) => void;
  /** Called when a server started here stops without being asked to (a crash, a kill). */
  onUnexpectedExit?: (message: string) => void;
  /** How long to wait for a given URI's server to answer (default 30 s). */
  connectTimeoutMs?: number;
}

export class DatabaseUnavailableError extends Error {
  constructor(attempts: string[]) {
    super(
      [
        'No MongoDB-compatible database could be started. Tried:',
        ...attempts.map((attempt) => `  - ${attempt}`),
        'Fix one of these: set MONGODB_URI to a running MongoDB; install mongod on PATH;',
        'or install Go 1.22+ (https://go.dev/dl/) so that FerretDB can be built on first run.',
      ].join('\n'),
    );
    this.name = 'DatabaseUnavailableError';
  }
}
