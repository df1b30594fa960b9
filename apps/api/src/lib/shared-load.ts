/**
 * The load under way for `key`, or a new one started with `start` and shared until it settles:
 * callers asking for the same thing at the same time make one read, not one each.
 */
export function sharedLoad<T>(
  underWay: Map<string, Promise<T>>,
  key: string,
  start: () => Promise<T>,
): Promise<T> {
  const running = underWay.get(key);
  if (running) return running;
  const started = start().finally(() => underWay.delete(key));
  underWay.set(key, started);
  return started;
}
