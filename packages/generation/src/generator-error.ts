/**
 * Why a generator could not answer: its provider failed, or did not answer in time, or the
 * server's render threads and their queue are all taken.
 */
export type GeneratorFailure = 'failed' | 'timeout' | 'busy';

export class GeneratorError extends Error {
  constructor(
    readonly failure: GeneratorFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GeneratorError';
  }
}

export function isGeneratorError(error: unknown): error is GeneratorError {
  return error instanceof GeneratorError;
}
