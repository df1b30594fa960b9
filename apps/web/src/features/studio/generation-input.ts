import {
  ConnectablePlatformIdSchema,
  GENERATION_SOURCES,
  GeneratedContentTypeSchema,
  VideoVoiceSchema,
} from '@postcraft/contracts';
import { z } from 'zod';

/**
 * What the studio asks a generation with. It is kept in the draft while a video renders, so a
 * reload picks the render back up and the draft gets it once done: hence a schema, read back from
 * storage with a parse.
 */
export const GenerationInputSchema = z.object({
  description: z.string(),
  source: z.enum(GENERATION_SOURCES),
  instructions: z.string().optional(),
  /** A saved style: the server reuses its seed and colours (the same look). */
  styleId: z.string().optional(),
  /** The images carry the user's own photos (their library's and their posts'). */
  usePhotos: z.boolean().optional(),
  /** Instagram, LinkedIn and Facebook get a carousel of slides. */
  carousel: z.boolean().optional(),
  /** Captions edited by hand that the new generation must not replace. */
  keptCaptions: z.partialRecord(ConnectablePlatformIdSchema, z.string()).optional(),
  /** What to make; absent, the draft's post types decide (Regenerate gives the last one). */
  contentType: GeneratedContentTypeSchema.optional(),
  /** A video's length and voice; absent, the draft's choice (Regenerate gives the last ones). */
  video: z
    .object({ durationSeconds: z.number().int().positive(), voice: VideoVoiceSchema })
    .optional(),
  /** A video's narration as the user edited it, spoken as it is instead of a new one. */
  script: z.array(z.string()).optional(),
  /** The user's voice note that narrates a video (its length and voice then are the note's). */
  voiceNoteId: z.string().optional(),
  /** The layout seed to keep (a re-recorded voice-over keeps the look); absent, a new one. */
  seed: z.number().int().min(0).optional(),
});
export type GenerationInput = z.infer<typeof GenerationInputSchema>;

/** A video being rendered: the studio follows it, across reloads, until it is done or gone. */
export const PendingGenerationSchema = z.object({
  /** The generation's id (GET /api/content/generations/:id). */
  id: z.string().min(1),
  /** What it was asked with, its content type and video options resolved. */
  input: GenerationInputSchema,
});
export type PendingGeneration = z.infer<typeof PendingGenerationSchema>;
