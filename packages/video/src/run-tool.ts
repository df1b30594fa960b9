import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** A media tool (ffmpeg, festival, espeak-ng...) that failed, with the end of what it said. */
export class MediaToolError extends Error {
  constructor(
    readonly tool: string,
    message: string,
  ) {
    super(`${tool}: ${message}`);
    this.name = 'MediaToolError';
  }
}

export interface ToolRun {
  stdout: string;
  stderr: string;
}

/** The niceness media tools run at (0 is normal, 19 the lowest). */
const BATCH_PRIORITY = 10;

/** The last lines of a tool's output: enough to say why it failed, never the whole log. */
const tail = (text: string) => text.trim().split('\n').slice(-6).join('\n');

/**
 * Runs a tool to its end (no shell: arguments are passed as they are), failing on a non-zero
 * exit, a missing binary, or after `timeoutMs` (the process is killed).
 */
export interface ToolOptions {
  timeoutMs?: number;
  input?: string;
  /** Stops the tool (SIGKILL) and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Each whole line the tool writes to its standard output, as it comes. */
  onLine?: (line: string) => void;
}

/** A tool that took longer than it was allowed. */
export class MediaToolTimeoutError extends MediaToolError {
  constructor(tool: string, timeoutMs: number) {
    super(tool, `took longer than ${timeoutMs} ms`);
    this.name = 'MediaToolTimeoutError';
  }
}

export function runTool(
  tool: string,
  args: readonly string[],
  { timeoutMs = 120_000, input, signal, onLine }: ToolOptions = {},
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const child = spawn(tool, args, {
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    // Media work is batch work: the API's requests and the publishing jobs come first.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, BATCH_PRIORITY);
      } catch {
        // A process that already ended, or a system that refuses: it runs at normal priority.
      }
    }
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (!onLine) return;
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new MediaToolTimeoutError(tool, timeoutMs));
    }, timeoutMs);
    const abort = () => {
      child.kill('SIGKILL');
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      reject(
        new MediaToolError(
          tool,
          error.code === 'ENOENT'
            ? 'not installed (see the README for the system packages)'
            : error.message,
        ),
      );
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      if (code === 0) resolve({ stdout, stderr });
      else reject(new MediaToolError(tool, `exited with ${code}: ${tail(stderr || stdout)}`));
    });
    if (input !== undefined && child.stdin) {
      // A tool that exits without reading its input is judged by its exit code, not by this.
      child.stdin.on('error', () => undefined);
      child.stdin.end(input);
    }
  });
}

/**
 * Runs ffmpeg quietly (errors only, no banner), overwriting its output: `args` are the inputs,
 * filters and output.
 */
export const runFfmpeg = (args: readonly string[], options?: ToolOptions): Promise<ToolRun> =>
  runTool('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], options);
