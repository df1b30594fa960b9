import { spawn, type ChildProcess } from 'node:child_process';

/** Stops a child with SIGTERM, then SIGKILL if it is still running after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * The stop function of a started server. An exit nobody asked for (a crash, a kill) is reported to
 * `onUnexpectedExit` with the end of the server's error output, so whoever depends on it can say why
 * it went away instead of timing out.
 */
export function stopperReportingCrashes(
  child: ChildProcess,
  name: string,
  onUnexpectedExit: ((message: string) => void) | undefined,
  errorOutput: () => string = () => '',
): () => Promise<void> {
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (stopping || !onUnexpectedExit) return;
    const tail = errorOutput().trim();
    onUnexpectedExit(
      `${name} stopped unexpectedly (${signal ?? `exit code ${code}`})${tail ? `; its last output:\n${tail}` : ''}`,
    );
  });
  return () => {
    stopping = true;
    return stopChild(child);
  };
}

/** Runs a command to completion; rejects with its output when it fails. */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${output}`)),
    );
  });
}
