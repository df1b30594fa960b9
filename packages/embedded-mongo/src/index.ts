export { startDatabase } from './start-database.js';
export { defaultCacheDir, ensureFerretdbBinary, FERRETDB_VERSION } from './ferretdb-binary.js';
export { DatabaseUnavailableError } from './engines.js';
export type { DatabaseEngine, RunningDatabase, StartOptions } from './engines.js';
