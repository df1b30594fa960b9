import { spawn, type ChildProcess } from 'node:child_process';

export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/**
 * Runs the product's processes side by side. If one dies, a service fails, or on Ctrl-C / SIGTERM,
 * it stops every child (SIGTERM, then SIGKILL after a grace period), runs the clean-up, and exits.
 */
export class Supervisor {
  private readonly children = new Map<string, ChildProcess>();
  private stopping = false;
  private cleanUp: () => Promise<void> = async () => undefined;

  constructor() {
    process.on('SIGINT', () => void this.stopAll('SIGINT', 0));
    process.on('SIGTERM', () => void this.stopAll('SIGTERM', 0));
    // A package manager that is killed may not pass the signal on: stop when orphaned too.
    const parent = process.ppid;
    setInterval(() => {
      if (!isAlive(parent)) void this.stopAll('parent exited', 0);
    }, 1_000).unref();
  }

  /** What to stop after the children: the embedded services started next to them. */
  onStop(cleanUp: () => Promise<void>): void {
    this.cleanUp = cleanUp;
  }

  /** A service the children need went away (the database crashed): say why and stop it all. */
  fail(message: string): void {
    if (this.stopping) return;
    console.error(`\n${message}`);
    void this.stopAll('a service stopped', 1);
  }

  start(spec: ChildSpec): void {
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    this.children.set(spec.name, child);
    child.once('exit', (code, signal) => {
      this.children.delete(spec.name);
      if (!this.stopping) {
        console.error(`\n${spec.name} stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
        void this.stopAll('child exit', 1);
      }
    });
  }

  async stopAll(reason: string, exitCode: number): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    console.log(`\nStopping Postcraft (${reason})...`);
    await Promise.all([...this.children.values()].map((child) => stopGroup(child)));
    await this.cleanUp();
    process.exit(exitCode);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Children run in their own process group so that tools they start (tsx, vite) stop too. */
async function stopGroup(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
