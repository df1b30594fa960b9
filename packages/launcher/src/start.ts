// `pnpm start`: builds what is not built yet, then runs the database, the API (serving the web
// app on the same origin) and the worker on their embedded defaults until Ctrl-C.
import { buildFirst } from './build-first.js';

console.log('Building Postcraft (only what changed since the last build)...');
buildFirst(['@postcraft/api', '@postcraft/worker', '@postcraft/web', './packages/*']);
await import('./run-start.js');
