export { commonEnvSchema, mailEnvSchema } from './common-env.js';
export { ConfigError, parseEnv } from './parse-env.js';
export {
  DATABASE_NAME,
  findRunningService,
  forgetRunningService,
  recordRunningService,
  resolveDatabaseUrl,
  resolveMongoUri,
  resolveSmtpUrl,
  type EmbeddedService,
} from './running-services.js';
export { loadSecrets, SECRET_NAMES, type SecretName, type Secrets } from './secrets.js';
export { findWorkspaceRoot, resolveDataDir } from './workspace.js';
export { withDatabaseName } from './database-name.js';
export { runMain, stopOnSignals } from './process-lifecycle.js';
export { aiEnvSchema, readAiConfig, type AiConfig } from './ai-env.js';
export { billingEnvSchema, isBillingEnabled } from './billing-env.js';
export { reelsEnvSchema, readReelsConfig, type ReelsConfig } from './reels-env.js';
export { webhooksEnvSchema, readWebhooksConfig, type WebhooksConfig } from './webhooks-env.js';
