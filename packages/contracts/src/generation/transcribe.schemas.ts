import { z } from 'zod';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';

/**
 * POST /api/content/transcribe: a voice note (multipart, one file in `audio`: WAV, MP3, M4A,
 * Ogg/Opus, WebM, FLAC) transcribed offline. Answers `{ text, language, durationSeconds }`.
 */
export const TRANSCRIBE_PATH = '/api/content/transcribe';
export const TRANSCRIBE_AUDIO_FIELD = 'audio';
/**
 * A form field: `video` keeps the note (in the owner's media, as long as a draft's files) so it
 * can narrate a video; the answer then names it in `voiceNoteId`.
 */
export const TRANSCRIBE_KEEP_FIELD = 'keep';
export const TRANSCRIBE_KEEP_FOR_VIDEO = 'video';

export const TRANSCRIBE_LIMITS = {
  /** A voice note's file. */
  maxBytes: 25 * 1024 * 1024,
  /** A voice note's length (the plans' minutes come with billing). */
  maxSeconds: 120,
} as const;

export const TRANSCRIBE_MESSAGES = {
  audioRequired: 'Send a voice note to transcribe.',
  notAudio: 'A voice note must be audio: WAV, MP3, M4A, Ogg/Opus, WebM or FLAC.',
  tooLarge: (megabytes: number) => `Voice notes are limited to ${megabytes} MB.`,
  tooLong: (seconds: number) => `Voice notes are limited to ${seconds} seconds.`,
  busy: 'Too many voice notes are being transcribed right now. Please try again in a moment.',
  failed: 'This voice note could not be transcribed. Please try another recording.',
  tooLongToNarrate: (seconds: number) =>
    `A voice note narrates a video of at most ${seconds} seconds.`,
  invalidKeep: `The keep field is either absent or "video".`,
} as const;

export const TRANSCRIBE_MESSAGES_FR: FrenchCatalogue<typeof TRANSCRIBE_MESSAGES> = {
  audioRequired: 'Envoyez une note vocale à transcrire.',
  notAudio: 'Une note vocale doit être un fichier audio : WAV, MP3, M4A, Ogg/Opus, WebM ou FLAC.',
  tooLarge: (megabytes) => `Les notes vocales sont limitées à ${megabytes} Mo.`,
  tooLong: (seconds) => `Les notes vocales sont limitées à ${seconds} secondes.`,
  busy: 'Trop de notes vocales sont en cours de transcription. Veuillez réessayer dans un instant.',
  failed: "Cette note vocale n'a pas pu être transcrite. Veuillez essayer un autre enregistrement.",
  tooLongToNarrate: (seconds) =>
    `Une note vocale sert de voix off à une vidéo de ${seconds} secondes au plus.`,
  invalidKeep: 'Le champ keep est absent ou vaut « video ».',
};

/** The form's text fields besides the file: `keep`, absent or `video`. */
export const TranscribeFieldsSchema = z.object({
  [TRANSCRIBE_KEEP_FIELD]: z
    .literal(TRANSCRIBE_KEEP_FOR_VIDEO, { error: TRANSCRIBE_MESSAGES.invalidKeep })
    .optional(),
});
export type TranscribeFields = z.infer<typeof TranscribeFieldsSchema>;

export const TranscribeResponseSchema = z.object({
  /** What was heard, in lower case as the recogniser writes it; empty when nothing was. */
  text: z.string(),
  /** `en` offline; the provider's language code when one transcribes (AI_STT_MODEL). */
  language: z.string().min(2).max(12),
  durationSeconds: z.number().nonnegative(),
  /** With `keep=video`: the kept note, for a video's narration (`voiceNoteId` of generate). */
  voiceNoteId: z.string().optional(),
});
export type TranscribeResponse = z.infer<typeof TranscribeResponseSchema>;
