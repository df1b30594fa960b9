import {
  GenerateContentRequestSchema,
  VIDEO_DURATION,
  VIDEO_GENERATION_MESSAGES,
  VideoVoiceSchema,
} from '@postcraft/contracts';
import { z } from 'zod';
import { editedCaptions } from './apply-generation';
import type { DraftAsset, DraftGeneration, DraftState } from './draft-store';
import type { GenerationInput } from './generation-input';

/** The script as the server takes it (the contract's: 1–30 sentences of 300 characters at most). */
const ScriptSchema = GenerateContentRequestSchema.shape.script.unwrap();

/** The sentences of the script editor's text: one a line, trimmed, blank lines dropped. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/**
 * The script editor's form: the text, one sentence a line, checked with the contract's schema
 * (its message, on the field), and the voice.
 */
export const ScriptEditSchema = z.object({
  script: z.string().transform((text, context) => {
    const parsed = ScriptSchema.safeParse(sentencesOf(text));
    if (parsed.success) return parsed.data;
    context.addIssue({
      code: 'custom',
      message: parsed.error.issues[0]?.message ?? VIDEO_GENERATION_MESSAGES.invalidScript,
    });
    return z.NEVER;
  }),
  voice: VideoVoiceSchema,
});
export type ScriptEditForm = z.input<typeof ScriptEditSchema>;
export type ScriptEdit = z.output<typeof ScriptEditSchema>;

/** The length a video was asked with; for an older draft, its rendered length within the limits. */
function askedLengthOf(generation: DraftGeneration, asset: DraftAsset | undefined): number {
  if (generation.durationSeconds !== undefined) return generation.durationSeconds;
  if (!asset?.durationSeconds) return VIDEO_DURATION.defaultSeconds;
  const rendered = Math.round(asset.durationSeconds);
  return Math.min(VIDEO_DURATION.maxSeconds, Math.max(VIDEO_DURATION.minSeconds, rendered));
}

/**
 * The video again with the edited script and the chosen voice: the same description, length,
 * style, seed (the same look) and photos; captions edited by hand are kept.
 */
export function revoiceInput(
  generation: DraftGeneration,
  edit: ScriptEdit,
  assets: DraftState['generatedAssets'],
  shown: DraftAsset | undefined,
): GenerationInput {
  return {
    description: generation.description,
    source: generation.source,
    contentType: 'video',
    video: { durationSeconds: askedLengthOf(generation, shown), voice: edit.voice },
    script: edit.script,
    seed: generation.seed,
    ...(generation.styleId ? { styleId: generation.styleId } : {}),
    ...(generation.usePhotos ? { usePhotos: true } : {}),
    // The user's own voice narrates again: the edited script only corrects its captions.
    ...(generation.voiceNoteId ? { voiceNoteId: generation.voiceNoteId } : {}),
    keptCaptions: editedCaptions(assets),
  };
}
