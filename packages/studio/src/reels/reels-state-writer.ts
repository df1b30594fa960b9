import { updateReelsJobState, type OwnerId, type ReelsJobState } from '@postcraft/data';

/** The user cancelled (the job's record was deleted): the run stops and keeps nothing. */
export class ReelsCancelled extends Error {
  constructor() {
    super('The reels job was cancelled');
    this.name = 'ReelsCancelled';
  }
}

/**
 * Writes a run's states in order, each after the previous one; a write that finds the record
 * gone means the user cancelled, and aborts `controller` with ReelsCancelled. Progress within a
 * stage is written at most every `everyMs`; a new stage at once.
 */
export function reelsStateWriter(
  ownerId: OwnerId,
  reelsId: string,
  controller: AbortController,
  onState: (state: ReelsJobState) => Promise<void> | void,
  everyMs = 1_000,
) {
  let chain: Promise<void> = Promise.resolve();
  let lastWrite = 0;
  let lastStage: string | null = null;
  const write = (state: ReelsJobState) => {
    chain = chain.then(async () => {
      if (controller.signal.aborted) return;
      if (!(await updateReelsJobState(ownerId, reelsId, state))) {
        controller.abort(new ReelsCancelled());
        return;
      }
      await onState(state);
    });
    return chain;
  };
  return {
    write,
    progress(state: ReelsJobState) {
      const now = Date.now();
      if (state.stage === lastStage && now - lastWrite < everyMs) return;
      lastStage = state.stage;
      lastWrite = now;
      void write(state);
    },
    settled: () => chain,
  };
}
