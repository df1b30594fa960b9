export { commonEnvSchema } from './common-env.js';
export { ConfigError, parseEnv } from './parse-env.js';
export {
  DATABASE_NAME,
  findRunningDatabase,
  forgetRunningDatabase,
  recordRunningDatabase,
  resolveMongoUri,
} from './running-database.js';
export { loadSecrets, SECRET_NAMES, type SecretName, type Secrets } from './secrets.js';
export { findWorkspaceRoot, resolveDataDir } from './workspace.js';
export { withDatabaseName } from './database-name.js';
