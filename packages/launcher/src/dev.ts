// `pnpm dev`: the database, the API and the worker with reload on change, and the Vite dev
// server (proxying /api and /socket.io to the API) until Ctrl-C.
import { buildFirst } from './build-first.js';

console.log('Building the shared packages...');
buildFirst(['./packages/*']);
await import('./run-dev.js');
