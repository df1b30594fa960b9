// `pnpm db`: only the embedded database, for running the apps one by one (`turbo dev`).
import { buildFirst } from './build-first.js';

buildFirst(['@postcraft/embedded-mongo', '@postcraft/runtime-config']);
await import('./run-db.js');
