import { z } from 'zod';
import { userText } from '../text/user-text.js';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';
import {
  GENERATION_SOURCES,
  GeneratedContentTypeSchema,
} from '../generation/generation.schemas.js';
import { VIDEO_DURATION, VideoVoiceSchema } from '../generation/video-generation.schemas.js';

/**
 * Saved styles of the Library ('Favorite styles'). A `template` is a style the user named and
 * described; a `clone` keeps the address of a post or page whose style the user wants to reuse.
 */
export const STYLE_KINDS = ['template', 'clone'] as const;
export type StyleKind = (typeof STYLE_KINDS)[number];

export const STYLE_LIMITS = {
  nameMaxChars: 80,
  descriptionMaxChars: 500,
  sourceUrlMaxChars: 2000,
  /** Saved styles per user. */
  maxPerUser: 100,
  /** The largest seed a style keeps (the generator picks its layout and palette from it). */
  seedMax: 2_147_483_647,
  /** Brand colours a style keeps. */
  maxColors: 10,
} as const;

export const STYLE_MESSAGES = {
  nameRequired: 'Please give the style a name.',
  nameTooLong: `A style name is limited to ${STYLE_LIMITS.nameMaxChars} characters.`,
  descriptionTooLong: `A description is limited to ${STYLE_LIMITS.descriptionMaxChars} characters.`,
  unknownKind: 'A style is a template or a clone.',
  sourceUrlRequired: 'Enter the address of the post or page whose style you want to clone.',
  sourceUrlInvalid: 'Enter a web address starting with http:// or https://.',
  sourceUrlTooLong: `A web address is limited to ${STYLE_LIMITS.sourceUrlMaxChars} characters.`,
  tooMany: `You can keep up to ${STYLE_LIMITS.maxPerUser} saved styles. Delete one to save another.`,
  notFound: 'This style does not exist.',
  deleted: 'Style deleted.',
  invalidId: 'This style does not exist.',
  invalidSettings: 'These generation settings are not valid.',
} as const;

export const STYLE_MESSAGES_FR: FrenchCatalogue<typeof STYLE_MESSAGES> = {
  nameRequired: 'Veuillez donner un nom au style.',
  nameTooLong: `Un nom de style est limité à ${STYLE_LIMITS.nameMaxChars} caractères.`,
  descriptionTooLong: `Une description est limitée à ${STYLE_LIMITS.descriptionMaxChars} caractères.`,
  unknownKind: 'Un style est un modèle ou un clone.',
  sourceUrlRequired: "Saisissez l'adresse du post ou de la page dont vous voulez cloner le style.",
  sourceUrlInvalid: 'Saisissez une adresse web commençant par http:// ou https://.',
  sourceUrlTooLong: `Une adresse web est limitée à ${STYLE_LIMITS.sourceUrlMaxChars} caractères.`,
  tooMany: `Vous pouvez garder jusqu'à ${STYLE_LIMITS.maxPerUser} styles enregistrés. Supprimez-en un pour en enregistrer un autre.`,
  notFound: "Ce style n'existe pas.",
  deleted: 'Style supprimé.',
  invalidId: "Ce style n'existe pas.",
  invalidSettings: 'Ces paramètres de génération ne sont pas valides.',
};

/**
 * The settings of the generation a style was saved from: generating with the style's id reuses
 * them, so the same seed picks the same layout and palette (the same look). `colors` are the brand
 * colours the generation used (hex, main first); without them the brand's current colours apply.
 */
export const StyleGenerationSettingsSchema = z.strictObject(
  {
    seed: z
      .number({ error: STYLE_MESSAGES.invalidSettings })
      .int(STYLE_MESSAGES.invalidSettings)
      .min(0, STYLE_MESSAGES.invalidSettings)
      .max(STYLE_LIMITS.seedMax, STYLE_MESSAGES.invalidSettings),
    contentType: GeneratedContentTypeSchema,
    source: z.enum(GENERATION_SOURCES, { error: STYLE_MESSAGES.invalidSettings }),
    colors: z
      .array(z.string().regex(/^#[0-9a-fA-F]{6}$/, STYLE_MESSAGES.invalidSettings), {
        error: STYLE_MESSAGES.invalidSettings,
      })
      .max(STYLE_LIMITS.maxColors, STYLE_MESSAGES.invalidSettings)
      .optional(),
    /** A video's voice and length: a video made with the style speaks and lasts the same. */
    voice: VideoVoiceSchema.optional(),
    durationSeconds: z
      .number({ error: STYLE_MESSAGES.invalidSettings })
      .int(STYLE_MESSAGES.invalidSettings)
      .min(VIDEO_DURATION.minSeconds, STYLE_MESSAGES.invalidSettings)
      .max(VIDEO_DURATION.maxSeconds, STYLE_MESSAGES.invalidSettings)
      .optional(),
  },
  { error: STYLE_MESSAGES.invalidSettings },
);
export type StyleGenerationSettings = z.infer<typeof StyleGenerationSettingsSchema>;

export const StyleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(STYLE_KINDS),
  /** The cloned address; null for a template saved without one. */
  sourceUrl: z.string().nullable(),
  description: z.string(),
  /** What a generation with this style reuses; null for a style saved without one. */
  generation: StyleGenerationSettingsSchema.nullable(),
  createdAt: z.string(),
});
export type Style = z.infer<typeof StyleSchema>;

const SourceUrlSchema = z
  .string({ error: STYLE_MESSAGES.sourceUrlInvalid })
  .trim()
  .max(STYLE_LIMITS.sourceUrlMaxChars, STYLE_MESSAGES.sourceUrlTooLong)
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      error: STYLE_MESSAGES.sourceUrlInvalid,
    }),
  );

/** POST /api/styles: a clone needs its `sourceUrl`; a template may carry one. */
export const CreateStyleBodySchema = z
  .strictObject({
    name: userText({ error: STYLE_MESSAGES.nameRequired })
      .trim()
      .min(1, STYLE_MESSAGES.nameRequired)
      .max(STYLE_LIMITS.nameMaxChars, STYLE_MESSAGES.nameTooLong),
    kind: z.enum(STYLE_KINDS, { error: STYLE_MESSAGES.unknownKind }),
    sourceUrl: SourceUrlSchema.nullable().optional(),
    description: userText({ multiline: true })
      .trim()
      .max(STYLE_LIMITS.descriptionMaxChars, STYLE_MESSAGES.descriptionTooLong)
      .optional()
      .default(''),
    generation: StyleGenerationSettingsSchema.optional(),
  })
  .refine((body) => body.kind !== 'clone' || Boolean(body.sourceUrl), {
    message: STYLE_MESSAGES.sourceUrlRequired,
    path: ['sourceUrl'],
  });
export type CreateStyleBody = z.infer<typeof CreateStyleBodySchema>;
export type CreateStyleBodyInput = z.input<typeof CreateStyleBodySchema>;

/** DELETE /api/styles/:id */
export const StyleParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-fA-F]{24}$/, STYLE_MESSAGES.invalidId),
});

/** GET /api/styles: newest first (at most STYLE_LIMITS.maxPerUser). */
export const ListStylesResponseSchema = z.object({
  data: z.object({ styles: z.array(StyleSchema) }),
});
export type ListStylesResponse = z.infer<typeof ListStylesResponseSchema>;

/** POST /api/styles answers 201 with the saved style. */
export const CreateStyleResponseSchema = z.object({ data: z.object({ style: StyleSchema }) });
export type CreateStyleResponse = z.infer<typeof CreateStyleResponseSchema>;
