/** Runs a process's start-up; a failure prints its message (no stack) and exits with code 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

/**
 * Calls `stop` once on the first SIGTERM or SIGINT, then exits with code 0; if stopping takes
 * longer than `graceMs`, or fails, exits with code 1 so a supervisor is never left waiting.
 */
export function stopOnSignals(
  stop: (signal: NodeJS.Signals) => Promise<void>,
  graceMs: number,
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), graceMs).unref();
    stop(signal).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
