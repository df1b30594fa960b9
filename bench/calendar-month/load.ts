import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
  perSecond: number;
}

/** One GET on a kept-alive connection; resolves with its status once the body is read. */
function get(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * `connections` loops each sending the next request as soon as the last answered, on their own
 * kept-alive connection, until `maxRequests` were sent or `maxSeconds` passed (whichever first).
 * The first `warmupRequests` answers are not counted. Latencies in milliseconds.
 */
export async function runLoad(options: {
  url: (index: number) => string;
  headers?: Record<string, string>;
  connections: number;
  maxRequests: number;
  maxSeconds: number;
  warmupRequests: number;
}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let sent = 0;
  let errors = 0;
  let measuredFrom = 0;
  const deadline = performance.now() + options.maxSeconds * 1000;

  async function loop() {
    while (sent < options.maxRequests && performance.now() < deadline) {
      const index = (sent += 1);
      const start = performance.now();
      const status = await get(agent, new URL(options.url(index)), options.headers ?? {}).catch(
        () => 0,
      );
      const elapsed = performance.now() - start;
      if (index === options.warmupRequests) measuredFrom = performance.now();
      if (index <= options.warmupRequests) continue;
      if (status !== 200) errors += 1;
      latencies.push(elapsed);
    }
  }
  await Promise.all(Array.from({ length: options.connections }, loop));
  const seconds = (performance.now() - measuredFrom) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / seconds,
  };
}

/** One line of a bench's table: p50, p99, requests per second and counts of a load's result. */
export const formatLoadRow = (name: string, result: LoadResult, width = 34) =>
  `  ${name.padEnd(width)} p50 ${result.p50.toFixed(1).padStart(6)} ms   p99 ${result.p99
    .toFixed(1)
    .padStart(
      6,
    )} ms   ${result.perSecond.toFixed(0).padStart(6)} req/s   ${result.requests} requests, ${result.errors} errors`;
