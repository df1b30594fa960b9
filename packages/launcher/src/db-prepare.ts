// `pnpm db:prepare`: builds the embedded FerretDB ahead of time (CI, first run), so that
// starting the database later does not wait for Go.
import { buildFirst } from './build-first.js';

buildFirst(['@postcraft/embedded-mongo']);
await import('./run-db-prepare.js');
