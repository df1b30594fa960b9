import { startLocalServices } from './local-services.js';
import { DATA_DIR } from './paths.js';
import { Supervisor } from './supervisor.js';

const services = await startLocalServices(DATA_DIR);
new Supervisor(() => services.stop());
console.log(
  `\n  Database ready: ${services.database.uri} (${services.database.engine})` +
    `\n  Mail server: ${services.mail.smtpUrl}` +
    `\n  Apps started now find both through ${DATA_DIR}.\n  Press Ctrl-C to stop.\n`,
);
