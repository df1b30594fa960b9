// The product as a visitor reaches it: the real API serving the built web app (apps/web/dist,
// precompressed) on a throwaway database, in a process of its own so Lighthouse's browser and
// this bench do not share its event loop. Prints its address as one JSON line once it listens.
import { resolve } from 'node:path';
import { listenBenchApi, openBenchApi } from '../support/bench-api.js';

const config = await openBenchApi({
  WEB_DIST_DIR:
    process.env.BENCH_WEB_DIST_DIR ?? resolve(import.meta.dirname, '../../apps/web/dist'),
});
process.stdout.write(`${JSON.stringify({ webUrl: await listenBenchApi(config) })}\n`);
