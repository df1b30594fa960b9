import type { ConnectablePlatformId, LibraryGeneration } from '@postcraft/contracts';
import { applyGeneration } from '../studio/apply-generation';
import { updateDraft } from '../studio/draft-store';

/** Puts a generation of the library back into the studio's draft, as it was generated. */
export function openGeneration(generation: LibraryGeneration): void {
  const platforms = Object.keys(generation.assets) as ConnectablePlatformId[];
  const first = platforms[0];
  updateDraft({
    ...applyGeneration(
      {
        generationId: generation._id,
        outputUrl: first ? (generation.assets[first]?.url ?? '') : '',
        generator: generation.generator,
        seed: generation.seed,
        colors: [],
        assets: generation.assets,
        ...(generation.script?.length ? { script: generation.script } : {}),
      },
      {
        description: generation.description,
        // A clip cut from a long video opens as a clip: Regenerate rewrites its caption only.
        source: generation.source === 'reel' ? 'text' : generation.source,
        ...(generation.source === 'reel' ? { reel: true } : {}),
        contentType: generation.contentType,
        // A video's length and voice as asked: Regenerate and the script editor keep them.
        ...(generation.durationSeconds ? { durationSeconds: generation.durationSeconds } : {}),
        ...(generation.voice ? { voice: generation.voice } : {}),
        ...(generation.voiceNoteId ? { voiceNoteId: generation.voiceNoteId } : {}),
      },
    ),
    selectedPlatforms: platforms,
    mediaFile: null,
  });
}
