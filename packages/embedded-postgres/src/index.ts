export {
  redact,
  startPostgres,
  waitForPostgres,
  type RunningPostgres,
  type StartPostgresOptions,
} from './start-postgres.js';
