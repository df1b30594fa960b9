import { join } from 'node:path';
import { startLocalServices } from './local-services.js';
import { DATA_DIR, PNPM, ROOT } from './paths.js';
import { Supervisor } from './supervisor.js';
import { waitUntilReady } from './wait-until-ready.js';

const apiPort = process.env.PORT || '4000';
const webPort = process.env.WEB_DEV_PORT || '5173';

const supervisor = new Supervisor();
const services = await startLocalServices(DATA_DIR, (message) => supervisor.fail(message));
supervisor.onStop(() => services.stop());
const env = { ...process.env, PORT: apiPort, ...services.env };
const pnpm = (name: string, folder: string, extraEnv: NodeJS.ProcessEnv = {}) =>
  supervisor.start({
    name,
    command: PNPM!,
    args: ['run', 'dev'],
    cwd: join(ROOT, folder),
    env: { ...env, ...extraEnv },
  });

pnpm('api', 'apps/api', { PUBLIC_URL: `http://localhost:${webPort}` });
pnpm('worker', 'apps/worker');
pnpm('web', 'apps/web', { API_URL: `http://localhost:${apiPort}` });

if (await waitUntilReady(`http://localhost:${apiPort}`)) {
  console.log(
    `\n  Postcraft (development) is running at http://localhost:${webPort}\n  API: http://localhost:${apiPort}${services.mail.inboxUrl ? `\n  Mail inbox: ${services.mail.inboxUrl}` : ''}\n  Press Ctrl-C to stop.\n`,
  );
}
