import type { GenerationRecord, OwnerId } from '@postcraft/data';
import { endVideoHolds } from './video-credits.js';
import { returnTrialSlot } from './video-trial.js';

/**
 * Ends what a video's render took when the render ends: a finished video settles its held
 * credits (its real length) and keeps its trial slot; a failed or cancelled one releases its
 * credits and gives its trial slot back. A render still queued or running ends nothing, unless
 * `cancelled` (the user discarded it). Safe to call again: every end is recorded once.
 */
export async function endVideoCharge(
  owner: OwnerId,
  generation: Pick<GenerationRecord, '_id' | 'input' | 'render'>,
  { cancelled = false }: { cancelled?: boolean } = {},
): Promise<void> {
  const render = generation.render;
  if (generation.input.contentType !== 'video' || !render) return;
  const id = generation._id.toString();
  if (render.status === 'done') {
    await endVideoHolds(owner, id, {
      kind: 'settle',
      usedSeconds: render.durationSeconds ?? generation.input.durationSeconds ?? 0,
    });
    return;
  }
  if (render.status !== 'failed' && !cancelled) return;
  await endVideoHolds(owner, id, { kind: 'release' });
  if (generation.input.trialSlot) await returnTrialSlot(owner, generation.input.trialSlot);
}
