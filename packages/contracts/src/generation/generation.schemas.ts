import { z } from 'zod';
import {
  ConnectablePlatformIdSchema,
  type ConnectablePlatformId,
} from '../connections/connections.schemas.js';
import { userText } from '../text/user-text.js';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';
import {
  GeneratedVideoFieldsSchema,
  GenerationProgressSchema,
  VIDEO_DURATION,
  VIDEO_GENERATION_MESSAGES,
  VIDEO_SCRIPT_LIMITS,
  VideoVoiceSchema,
} from './video-generation.schemas.js';

/** Where the content studio asks for a generation (spec 001 §3/§7). */
export const GENERATE_CONTENT_PATH = '/api/content/generate';
/** DELETE with the generation's id: the user discarded the draft, its media go. */
export const GENERATION_PATH_PREFIX = '/api/content/generations';

export const GENERATION_LIMITS = {
  descriptionMaxChars: 2000,
  instructionsMaxChars: 1000,
  /** Platforms one generation may target. */
  maxPlatforms: 10,
  /** Generations one page of the library lists at most. */
  listMax: 50,
} as const;

/** Platforms whose posts carry several images (a carousel): the studio makes slides for them. */
export const CAROUSEL_PLATFORMS = [
  'instagram',
  'linkedin',
  'facebook',
  // Postcraft's own test platform, so carousels can be tried without a real account.
  'sandbox',
] as const satisfies readonly ConnectablePlatformId[];
export type CarouselPlatform = (typeof CAROUSEL_PLATFORMS)[number];
export const isCarouselPlatform = (platform: string): platform is CarouselPlatform =>
  (CAROUSEL_PLATFORMS as readonly string[]).includes(platform);

/** A generated carousel: the cover, the post's points, the call to action. */
export const CAROUSEL_SLIDES = { min: 3, max: 5 } as const;

export const GENERATION_CODES = {
  descriptionTooLong: 'description_too_long',
  descriptionRequired: 'description_required',
  videoNotAvailable: 'video_not_available',
  noPhotos: 'no_photos',
  generationNotFound: 'generation_not_found',
  providerFailed: 'generator_failed',
  providerTimeout: 'generator_timeout',
} as const;

export const GENERATION_MESSAGES = {
  descriptionRequired: 'Describe the content you want to create.',
  descriptionTooLong: `A description is limited to ${GENERATION_LIMITS.descriptionMaxChars} characters.`,
  instructionsTooLong: `Instructions are limited to ${GENERATION_LIMITS.instructionsMaxChars} characters.`,
  unknownContentType: 'Choose an image or a video.',
  invalidSeed: 'A seed is a whole number, zero or more.',
  noPhotos:
    'You have no photos yet: add some to your photo library first (Library, “Your photos”).',
  notFound: 'This draft does not exist.',
  discarded: 'Draft discarded.',
  providerFailed: 'The content generator did not answer properly. Please try again.',
  providerTimeout: 'The content generator took too long to answer. Please try again.',
  rateLimited: 'Too many generations in a short time. Please wait a minute and try again.',
  tooManyAtOnce:
    'Too many generations at once. Wait for one in progress to finish, then try again.',
  renderBusy: 'The server is busy making other images. Please try again in a few seconds.',
} as const;

export const GENERATION_MESSAGES_FR: FrenchCatalogue<typeof GENERATION_MESSAGES> = {
  descriptionRequired: 'Décrivez le contenu que vous voulez créer.',
  descriptionTooLong: `Une description est limitée à ${GENERATION_LIMITS.descriptionMaxChars} caractères.`,
  instructionsTooLong: `Les instructions sont limitées à ${GENERATION_LIMITS.instructionsMaxChars} caractères.`,
  unknownContentType: 'Choisissez une image ou une vidéo.',
  invalidSeed: 'Une graine est un nombre entier, zéro ou plus.',
  noPhotos:
    "Vous n'avez pas encore de photo : ajoutez-en d'abord à votre photothèque (Bibliothèque, « Vos photos »).",
  notFound: "Ce brouillon n'existe pas.",
  discarded: 'Brouillon supprimé.',
  providerFailed: "Le générateur de contenu n'a pas répondu correctement. Veuillez réessayer.",
  providerTimeout: 'Le générateur de contenu a mis trop de temps à répondre. Veuillez réessayer.',
  rateLimited: 'Trop de générations en peu de temps. Patientez une minute et réessayez.',
  tooManyAtOnce:
    "Trop de générations à la fois. Attendez la fin d'une génération en cours, puis réessayez.",
  renderBusy: "Le serveur est occupé à créer d'autres images. Réessayez dans quelques secondes.",
};

export const GENERATION_SOURCES = ['text', 'smart', 'audio'] as const;
export type GenerationSource = (typeof GENERATION_SOURCES)[number];
/** Where a kept generation came from: a request's source, or a clip cut from a long video. */
export const GENERATION_ORIGINS = [...GENERATION_SOURCES, 'reel'] as const;
export type GenerationOrigin = (typeof GENERATION_ORIGINS)[number];

export const GENERATOR_IDS = ['local', 'openai-compatible'] as const;
export const GeneratorIdSchema = z.enum(GENERATOR_IDS);
export type GeneratorId = z.infer<typeof GeneratorIdSchema>;

export const GeneratedContentTypeSchema = z.enum(['image', 'video'], {
  error: GENERATION_MESSAGES.unknownContentType,
});
export type GeneratedContentType = z.infer<typeof GeneratedContentTypeSchema>;

/**
 * POST /api/content/generate. `description` may be empty only for `source: 'smart'` (from the
 * brand profile alone); longer than 2,000 characters is a 400 'description_too_long'.
 */
export const GenerateContentRequestSchema = z
  .strictObject({
    description: userText({ multiline: true, error: GENERATION_MESSAGES.descriptionRequired })
      .trim()
      .max(GENERATION_LIMITS.descriptionMaxChars, GENERATION_MESSAGES.descriptionTooLong),
    contentType: GeneratedContentTypeSchema,
    seed: z.number({ error: GENERATION_MESSAGES.invalidSeed }).int().min(0).optional(),
    platforms: z
      .array(ConnectablePlatformIdSchema)
      .min(1)
      .max(GENERATION_LIMITS.maxPlatforms)
      .optional(),
    styleId: userText().trim().min(1).max(64).optional(),
    instructions: userText({ multiline: true })
      .trim()
      .max(GENERATION_LIMITS.instructionsMaxChars, GENERATION_MESSAGES.instructionsTooLong)
      .optional(),
    source: z.enum(GENERATION_SOURCES).optional(),
    /** The images carry the user's own photos (their photo library's and their posts'). */
    usePhotos: z.boolean().optional(),
    /** Instagram, LinkedIn, Facebook and the Sandbox get a carousel of 3–5 slides (CAROUSEL_PLATFORMS). */
    carousel: z.boolean().optional(),
    /** A video's length, whole seconds (VIDEO_DURATION); 15 when absent. Ignored for an image. */
    durationSeconds: z
      .number({ error: VIDEO_GENERATION_MESSAGES.invalidDuration })
      .int(VIDEO_GENERATION_MESSAGES.invalidDuration)
      .min(VIDEO_DURATION.minSeconds, VIDEO_GENERATION_MESSAGES.invalidDuration)
      .max(VIDEO_DURATION.maxSeconds, VIDEO_GENERATION_MESSAGES.invalidDuration)
      .optional(),
    /** Who narrates a video (VIDEO_VOICES); `auto` when absent. Ignored for an image. */
    voice: VideoVoiceSchema.optional(),
    /**
     * A video's narration as the user edited it (Regenerate after editing the script): spoken as
     * it is, instead of a new one. Ignored for an image.
     */
    script: z
      .array(
        userText({ error: VIDEO_GENERATION_MESSAGES.invalidScript })
          .trim()
          .min(1, VIDEO_GENERATION_MESSAGES.invalidScript)
          .max(VIDEO_SCRIPT_LIMITS.maxSentenceChars, VIDEO_GENERATION_MESSAGES.invalidScript),
        { error: VIDEO_GENERATION_MESSAGES.invalidScript },
      )
      .min(1, VIDEO_GENERATION_MESSAGES.invalidScript)
      .max(VIDEO_SCRIPT_LIMITS.maxSentences, VIDEO_GENERATION_MESSAGES.invalidScript)
      .optional(),
    /**
     * A video narrated by the user's own voice note (kept by POST /api/content/transcribe with
     * `keep=video`): the note is the soundtrack, the captions follow its words, the video lasts
     * as long as it. `voice` and `durationSeconds` are then ignored. Only for a video.
     */
    voiceNoteId: z
      .string({ error: VIDEO_GENERATION_MESSAGES.invalidVoiceNote })
      .regex(/^[0-9a-f]{24}$/u, VIDEO_GENERATION_MESSAGES.invalidVoiceNote)
      .optional(),
  })
  .refine((body) => body.description.length > 0 || body.source === 'smart', {
    path: ['description'],
    message: GENERATION_MESSAGES.descriptionRequired,
  })
  .refine((body) => body.voiceNoteId === undefined || body.contentType === 'video', {
    path: ['voiceNoteId'],
    message: VIDEO_GENERATION_MESSAGES.voiceNoteOnlyForVideo,
  });
export type GenerateContentRequest = z.infer<typeof GenerateContentRequestSchema>;
export type GenerateContentRequestInput = z.input<typeof GenerateContentRequestSchema>;

/** One platform's asset: the media (product-hosted) and the caption and hashtags that go with it. */
export const GeneratedAssetSchema = z.object({
  /** /media/generated/<userId>/<file>.png: usable as a post's mediaUrl. */
  url: z.string(),
  type: GeneratedContentTypeSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Within the platform's caption limit. */
  caption: z.string(),
  /** Without '#', deduplicated, within the platform's hashtag cap. */
  hashtags: z.array(z.string()),
  /** A carousel's slides (the cover, `url`, first); absent for a single image. */
  slides: z
    .array(
      z.object({
        url: z.string(),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
    )
    .optional(),
  /** A video's poster frame, captions file and length; absent for an image. */
  ...GeneratedVideoFieldsSchema.partial().shape,
});
export type GeneratedAsset = z.infer<typeof GeneratedAssetSchema>;

export const GenerateContentResponseSchema = z.object({
  success: z.literal(true),
  content: z.object({
    generationId: z.string(),
    /** The first platform's asset url (spec: content.outputUrl). */
    outputUrl: z.string(),
    generator: GeneratorIdSchema,
    seed: z.number().int().min(0),
    /** The brand colours the images used (hex, main first): Save Style keeps them. */
    colors: z.array(z.string()),
    assets: z.partialRecord(ConnectablePlatformIdSchema, GeneratedAssetSchema),
    /** A video's narration, sentence by sentence; absent for an image. */
    script: z.array(z.string()).optional(),
    /** A video's length in seconds (as rendered); absent for an image. */
    durationSeconds: z.number().positive().optional(),
    /** The first platform's video poster (a JPEG); absent for an image. */
    posterUrl: z.string().optional(),
    /** The voice note that narrates the video (the user's own voice); absent otherwise. */
    voiceNoteId: z.string().optional(),
  }),
});
export type GenerateContentResponse = z.infer<typeof GenerateContentResponseSchema>;

/** `{id}` of /api/content/generations/{id}: a generation's id. */
export const GenerationParamsSchema = z.object({ id: userText().min(1).max(64) });
export type GenerationParams = z.infer<typeof GenerationParamsSchema>;

/** DELETE /api/content/generations/:id answers this. */
export const DiscardGenerationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type DiscardGenerationResponse = z.infer<typeof DiscardGenerationResponseSchema>;

export function generationPath(generationId: string): string {
  return `${GENERATION_PATH_PREFIX}/${encodeURIComponent(generationId)}`;
}

/** GET /api/content/generations: the user's generations whose files are kept, newest first. */
export const ListGenerationsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  limit: z.coerce.number().int().min(1).max(GENERATION_LIMITS.listMax).default(12),
});
export type ListGenerationsQuery = z.infer<typeof ListGenerationsQuerySchema>;

/** One generation as the library lists it: what was asked, and each platform's asset. */
export const LibraryGenerationSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  description: z.string(),
  source: z.enum(GENERATION_ORIGINS),
  contentType: GeneratedContentTypeSchema,
  generator: GeneratorIdSchema,
  seed: z.number().int().min(0),
  assets: z.partialRecord(ConnectablePlatformIdSchema, GeneratedAssetSchema),
  /** A video's narration, asked length (seconds) and voice; absent for an image. */
  script: z.array(z.string()).optional(),
  durationSeconds: z.number().int().positive().optional(),
  voice: VideoVoiceSchema.optional(),
  /** The voice note that narrates the video; absent otherwise. */
  voiceNoteId: z.string().optional(),
});
export type LibraryGeneration = z.infer<typeof LibraryGenerationSchema>;

export const ListGenerationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    generations: z.array(LibraryGenerationSchema),
    pagination: z.object({
      page: z.number().int().positive(),
      limit: z.number().int().positive(),
      total: z.number().int().nonnegative(),
      pages: z.number().int().nonnegative(),
    }),
  }),
});
export type ListGenerationsResponse = z.infer<typeof ListGenerationsResponseSchema>;

/**
 * `POST /api/content/generate` of a video with the header `Prefer: respond-async` answers 202 at
 * once with this; the render's progress then comes as `generation_progress` events and from
 * `GET /api/content/generations/:id`.
 */
export const GenerationAcceptedResponseSchema = z.object({
  success: z.literal(true),
  generation: GenerationProgressSchema,
});
export type GenerationAcceptedResponse = z.infer<typeof GenerationAcceptedResponseSchema>;

/** GET /api/content/generations/:id: its progress, and its content once done. */
export const GenerationStateResponseSchema = z.object({
  success: z.literal(true),
  generation: GenerationProgressSchema.extend({
    content: GenerateContentResponseSchema.shape.content.nullable(),
  }),
});
export type GenerationStateResponse = z.infer<typeof GenerationStateResponseSchema>;

/**
 * What `POST /api/content/generate` answers: 200 with the content (an image post, a carousel, or
 * a video once rendered), or 202 with the queued video (`Prefer: respond-async`).
 */
export const GenerateContentAnswerSchema = z.union([
  GenerateContentResponseSchema,
  GenerationAcceptedResponseSchema,
]);
export type GenerateContentAnswer = z.infer<typeof GenerateContentAnswerSchema>;
