// `pnpm db`: only the embedded database, for running the apps one by one (`turbo dev`).
import { buildFirst } from './build-first.js';

buildFirst(['./packages/*']);
await import('./run-db.js');
