/** Why a generator could not answer: its provider failed, or it did not answer in time. */
export type GeneratorFailure = 'failed' | 'timeout';

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
