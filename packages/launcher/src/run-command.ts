import { spawnSync } from 'node:child_process';

/** Runs a command in the foreground and exits the launcher if it fails. */
export function runOrExit(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed; Postcraft was not started.`);
    process.exit(result.status ?? 1);
  }
}
