import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Latencies {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

/** One request on a kept-alive connection; resolves with its status and headers once read. */
export function send(
  agent: Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; retryAfter: number | null }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] ? Number(res.headers['retry-after']) : null,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * A steady client: `count` GETs, one every `intervalMs` (the next waits for the last answer
 * if it is late), on one kept-alive connection. Latencies in milliseconds.
 */
export async function pollSteadily(options: {
  url: string;
  headers: Record<string, string>;
  count: number;
  intervalMs: number;
}): Promise<Latencies> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  for (let index = 0; index < options.count; index += 1) {
    const due = start + index * options.intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    const { status } = await send(agent, options.url, { headers: options.headers }).catch(() => ({
      status: 0,
    }));
    latencies.push(performance.now() - sent);
    if (status !== 200) errors += 1;
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export interface Burst {
  /** Answers by status. */
  statuses: Map<number, number>;
  stop(): Promise<void>;
}

/**
 * `concurrency` loops each sending the next request as soon as the last answered, until
 * stopped; a 429 or 503 is retried after its Retry-After, as the web client would.
 */
export function startBurst(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  concurrency: number;
}): Burst {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const statuses = new Map<number, number>();
  let stopped = false;
  let wake: (() => void)[] = [];
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  async function loop() {
    while (!stopped) {
      const { status, retryAfter } = await send(agent, options.url, {
        method: 'POST',
        headers: options.headers,
        body: options.body,
      }).catch(() => ({ status: 0, retryAfter: null }));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (retryAfter !== null && !stopped) await pause(retryAfter * 1000);
    }
  }
  const loops = Array.from({ length: options.concurrency }, loop);
  return {
    statuses,
    async stop() {
      stopped = true;
      for (const resolve of wake) resolve();
      wake = [];
      await Promise.all(loops);
      agent.destroy();
    },
  };
}
