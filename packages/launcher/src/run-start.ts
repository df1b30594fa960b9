import { join } from 'node:path';
import { startLocalServices } from './local-services.js';
import { DATA_DIR, ROOT } from './paths.js';
import { Supervisor } from './supervisor.js';
import { waitUntilReady } from './wait-until-ready.js';

const port = process.env.PORT || '4000';
const localUrl = `http://localhost:${port}`;

const supervisor = new Supervisor();
const services = await startLocalServices(DATA_DIR, (message) => supervisor.fail(message));
supervisor.onStop(() => services.stop());
const env = { ...process.env, PORT: port, ...services.env };

supervisor.start({
  name: 'api',
  command: process.execPath,
  args: ['dist/server.js'],
  cwd: join(ROOT, 'apps/api'),
  env: { ...env, WEB_DIST_DIR: process.env.WEB_DIST_DIR || join(ROOT, 'apps/web/dist') },
});
supervisor.start({
  name: 'worker',
  command: process.execPath,
  args: ['dist/main.js'],
  cwd: join(ROOT, 'apps/worker'),
  env,
});

if (await waitUntilReady(localUrl)) {
  console.log(
    `\n  Postcraft is running at ${process.env.PUBLIC_URL || localUrl}\n  Data: ${DATA_DIR}${services.mail.inboxUrl ? `\n  Mail inbox: ${services.mail.inboxUrl}` : ''}\n  Press Ctrl-C to stop.\n`,
  );
} else {
  console.error(`The API did not become ready at ${localUrl} within 60 s.`);
  await supervisor.stopAll('not ready', 1);
}
