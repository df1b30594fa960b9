import { redact } from '@postcraft/embedded-postgres';
import { startLocalServices } from './local-services.js';
import { DATA_DIR } from './paths.js';
import { Supervisor } from './supervisor.js';

const supervisor = new Supervisor();
const services = await startLocalServices(DATA_DIR, (message) => supervisor.fail(message));
supervisor.onStop(() => services.stop());
console.log(
  `\n  PostgreSQL ready: ${redact(services.postgres.url)} (${services.postgres.engine})` +
    `\n  Database ready: ${services.database.uri} (${services.database.engine})` +
    `\n  Mail server: ${services.mail.smtpUrl}` +
    `\n  Apps started now find them through ${DATA_DIR}.\n  Press Ctrl-C to stop.\n`,
);
