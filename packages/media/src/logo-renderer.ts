import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ImageRejectedError } from './image-rejected-error.js';
import type { LogoRenderJob, LogoRenderReply } from './logo-render.protocol.js';
import type { ProcessedImage, ProcessedLogo, ProcessLogoOptions } from './process-logo.js';

const CHILD_SCRIPT = fileURLToPath(new URL('./logo-render.child.js', import.meta.url));

/** A render process not ready after this long is given up (it only loads sharp). */
const START_LIMIT_MS = 30_000;

export interface LogoRendererOptions {
  /** Longest a logo may take to render, counted from when its process is ready. */
  timeoutMs: number;
  /** Logos rendered at once, each in a process of its own. */
  concurrency: number;
  /** Logos that may wait for a turn; more are refused at once (LogoRendererBusyError). */
  maxWaiting: number;
}

/** Every render slot is taken and the waiting line is full. */
export class LogoRendererBusyError extends Error {
  constructor() {
    super('Every logo render slot is taken and the waiting line is full');
    this.name = 'LogoRendererBusyError';
  }
}

export interface LogoRenderer {
  /**
   * processLogo in a process of its own: answers the logo, or throws ImageRejectedError
   * (`too_slow` past the time limit, the process then killed), or LogoRendererBusyError.
   */
  render(bytes: Uint8Array, options?: ProcessLogoOptions): Promise<ProcessedLogo>;
  /** Logos being rendered now. */
  readonly activeCount: number;
  /** Logos waiting for a turn. */
  readonly waitingCount: number;
  /** Kills the renders under way (the server is stopping); waiting ones fail. */
  close(): void;
}

/** Bytes come back through IPC as a Uint8Array; the rest of the code reads Buffers. */
const revived = (image: ProcessedImage): ProcessedImage => ({
  ...image,
  bytes: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength),
});

/** Renders one logo in a new process, killed if it is not done within `timeoutMs`. */
function renderInChild(
  job: LogoRenderJob,
  timeoutMs: number,
  running: Set<() => void>,
): Promise<ProcessedLogo> {
  return new Promise((resolve, reject) => {
    // No environment (no secret reaches it), no flags of the parent, no output.
    const child = fork(CHILD_SCRIPT, [], {
      env: {},
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let timer = setTimeout(
      () => finish(new Error('The logo render process did not start')),
      START_LIMIT_MS,
    );
    let settled = false;
    const kill = () => finish(new Error('The logo renderer was closed'));
    running.add(kill);

    function finish(error: Error | null, logo?: ProcessedLogo): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      running.delete(kill);
      child.kill('SIGKILL');
      if (error) reject(error);
      else resolve(logo!);
    }

    child.on('message', (reply: LogoRenderReply) => {
      switch (reply.kind) {
        case 'ready':
          clearTimeout(timer);
          timer = setTimeout(() => {
            finish(new ImageRejectedError('too_slow', `not rendered within ${timeoutMs} ms`));
          }, timeoutMs);
          child.send(job);
          return;
        case 'done':
          return finish(null, {
            ...reply.logo,
            logo: revived(reply.logo.logo),
            thumbnail: revived(reply.logo.thumbnail),
          });
        case 'rejected':
          return finish(new ImageRejectedError(reply.reason, reply.detail));
        case 'failed':
          return finish(new Error(`The logo could not be rendered: ${reply.detail}`));
      }
    });
    child.on('error', (error) => finish(error));
    // 'close' comes after every message: a process that ended without answering crashed on
    // the file (a decoder's fault, memory exhausted), which is the file's doing.
    child.on('close', (code, signal) => {
      finish(new ImageRejectedError('unreadable', `render process ended (${signal ?? code})`));
    });
  });
}

/**
 * Checks and rasterises uploaded logos (processLogo) away from the API's event loop and thread
 * pool: each logo in a short-lived process of its own, at most `concurrency` at once, killed past
 * `timeoutMs`. A crafted file (an SVG of stacked blur filters) costs one process for that long,
 * never the requests of other users.
 */
export function createLogoRenderer({
  timeoutMs,
  concurrency,
  maxWaiting,
}: LogoRendererOptions): LogoRenderer {
  const running = new Set<() => void>();
  const waiting: Array<{ go: () => void; stop: (error: Error) => void }> = [];
  let active = 0;

  async function takeSlot(): Promise<void> {
    if (active < concurrency) {
      active += 1;
      return;
    }
    if (waiting.length >= maxWaiting) throw new LogoRendererBusyError();
    // The slot is handed over by giveSlot, so `active` stays as it is.
    await new Promise<void>((go, stop) => waiting.push({ go, stop }));
  }

  function giveSlot(): void {
    const next = waiting.shift();
    if (next) next.go();
    else active -= 1;
  }

  return {
    async render(bytes, options = {}) {
      await takeSlot();
      try {
        return await renderInChild({ bytes, options }, timeoutMs, running);
      } finally {
        giveSlot();
      }
    },
    get activeCount() {
      return active;
    },
    get waitingCount() {
      return waiting.length;
    },
    close() {
      for (const { stop } of waiting.splice(0)) stop(new Error('The logo renderer was closed'));
      for (const kill of [...running]) kill();
    },
  };
}
