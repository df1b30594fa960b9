import { PlatformError } from '../platform-error.js';

/** The PlatformError a call fails with; throws when it succeeds or fails some other way. */
export async function platformFailure(promise: Promise<unknown>): Promise<PlatformError> {
  const outcome = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(outcome instanceof PlatformError)) {
    throw new Error(
      `Expected a PlatformError, got ${outcome === null ? 'success' : String(outcome)}`,
    );
  }
  return outcome;
}
