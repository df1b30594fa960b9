import { z } from 'zod';
import {
  ConnectablePlatformIdSchema,
  type ConnectablePlatformId,
} from '../connections/connections.schemas.js';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';

/** A narration the user wrote or edited: its sentences, each spoken in turn. */
export const VIDEO_SCRIPT_LIMITS = { maxSentences: 30, maxSentenceChars: 300 } as const;

/** A generated video's length the user may ask for (whole seconds). */
export const VIDEO_DURATION = { minSeconds: 5, maxSeconds: 60, defaultSeconds: 15 } as const;

/**
 * Who narrates a video. `auto` is the script language's default voice (a woman's English voice,
 * or espeak-ng's French one); `none` gives a silent video, its captions timed at a speaking pace.
 * An English voice asked for a French script speaks French with the French voice.
 */
export const VIDEO_VOICES = ['auto', 'en-female', 'en-male', 'fr', 'none'] as const;
export const VideoVoiceSchema = z.enum(VIDEO_VOICES, {
  error: 'Choose a voice: auto, en-female, en-male, fr or none.',
});
export type VideoVoice = z.infer<typeof VideoVoiceSchema>;

/** The frame sizes generated videos come in. */
export const VIDEO_FRAMES = {
  vertical: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
  landscape: { width: 1920, height: 1080 },
} as const;
export type VideoFrame = keyof typeof VIDEO_FRAMES;

/**
 * The frame each platform's feed shows best; any other platform, and a request naming none, gets
 * the vertical one (TikTok, Reels, Shorts, Snapchat, Stories).
 */
const PLATFORM_VIDEO_FRAMES: Partial<Record<ConnectablePlatformId, VideoFrame>> = {
  linkedin: 'square',
  twitter: 'landscape',
};
export const videoFrameOf = (platform: ConnectablePlatformId): VideoFrame =>
  PLATFORM_VIDEO_FRAMES[platform] ?? 'vertical';

/**
 * A generation's progress: `queued` (waiting for a render slot), `running` (see `stage`), then
 * `done` or `failed`. A cancelled generation is deleted (its GET answers 404).
 */
export const GENERATION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/** The render's stages in order; `progress` (0–100) counts across all of them. */
export const VIDEO_RENDER_STAGES = [
  'queued',
  'writing',
  'voicing',
  'drawing',
  'rendering',
  'checking',
  'saving',
  'done',
] as const;
export type VideoRenderStage = (typeof VIDEO_RENDER_STAGES)[number];

export const GenerationProgressSchema = z.object({
  generationId: z.string(),
  status: z.enum(GENERATION_STATUSES),
  stage: z.enum(VIDEO_RENDER_STAGES),
  /** 0–100, never going back within a run. */
  progress: z.number().int().min(0).max(100),
  /** Renders ahead of this one in the queue (0: next); null once it runs. */
  position: z.number().int().min(0).nullable(),
  /** Why it failed, in the user's language; null otherwise. */
  message: z.string().nullable(),
});
export type GenerationProgress = z.infer<typeof GenerationProgressSchema>;

/** The socket.io event carrying a generation's progress to its owner's browsers. */
export const GENERATION_PROGRESS_EVENT = 'generation_progress';

/** One platform's video asset adds these to the generated asset. */
export const GeneratedVideoFieldsSchema = z.object({
  /** A JPEG frame of the video, shown before it plays. */
  posterUrl: z.string(),
  /** The captions as WebVTT (a `<track>`); a SubRip copy is kept for platforms that take a file. */
  captionsUrl: z.string(),
  durationSeconds: z.number().positive(),
});

/** The video job: renders generation `generationId` of `ownerId`. */
export const RENDER_VIDEO_JOB = 'content.render-video';
export const RenderVideoPayloadSchema = z.object({
  generationId: z.string().regex(/^[0-9a-f]{24}$/i),
  ownerId: z.string().regex(/^[0-9a-f]{24}$/i),
});
export type RenderVideoPayload = z.infer<typeof RenderVideoPayloadSchema>;

/** Platforms a generated video is made for, each at its frame (see videoFrameOf). */
export const VideoPlatformsSchema = z.array(ConnectablePlatformIdSchema);

export const VIDEO_GENERATION_MESSAGES = {
  invalidScript: `A script is 1 to ${VIDEO_SCRIPT_LIMITS.maxSentences} sentences of at most ${VIDEO_SCRIPT_LIMITS.maxSentenceChars} characters.`,
  invalidDuration: `A video lasts ${VIDEO_DURATION.minSeconds} to ${VIDEO_DURATION.maxSeconds} seconds (whole seconds).`,
  renderFailed: 'The video could not be made. Please try again.',
  renderTimedOut: 'The video took too long to make. Please try again, or ask for a shorter one.',
  renderAbandoned: 'The video could not be finished after several tries. Please try again.',
  renderNotStarted:
    'The video could not be started: the server stopped before its render was queued. Nothing was charged. Please try again.',
  voiceFailed: 'The voice-over service did not answer properly. Please try again.',
  voiceTimedOut: 'The voice-over service took too long to answer. Please try again.',
  toolsMissing:
    'Video tools are not installed on this server (ffmpeg, festival, espeak-ng). Ask its administrator.',
  queueUnavailable: 'Videos cannot be made right now (the job queue is not running).',
  waitTimedOut:
    'The video is still being made. Follow it in the studio, or ask for it again in a minute.',
  invalidVoiceNote: 'A voice note is named by the id its transcription answered.',
  voiceNoteOnlyForVideo: 'A voice note narrates videos only.',
  voiceNoteGone: 'This voice note is no longer kept. Record or upload it again.',
  voiceNoteSilent: 'No words were heard in this voice note, so it cannot narrate a video.',
} as const;

export const VIDEO_GENERATION_MESSAGES_FR: FrenchCatalogue<typeof VIDEO_GENERATION_MESSAGES> = {
  invalidScript: `Un script compte de 1 à ${VIDEO_SCRIPT_LIMITS.maxSentences} phrases de ${VIDEO_SCRIPT_LIMITS.maxSentenceChars} caractères au plus.`,
  invalidDuration: `Une vidéo dure de ${VIDEO_DURATION.minSeconds} à ${VIDEO_DURATION.maxSeconds} secondes (en secondes entières).`,
  renderFailed: "La vidéo n'a pas pu être créée. Veuillez réessayer.",
  renderTimedOut:
    'La vidéo a mis trop de temps à être créée. Réessayez, ou demandez-en une plus courte.',
  renderAbandoned: "La vidéo n'a pas pu être terminée après plusieurs essais. Veuillez réessayer.",
  renderNotStarted:
    "La vidéo n'a pas pu être lancée : le serveur s'est arrêté avant de mettre son rendu en file d'attente. Rien n'a été débité. Veuillez réessayer.",
  voiceFailed: "Le service de voix off n'a pas répondu correctement. Veuillez réessayer.",
  voiceTimedOut: 'Le service de voix off a mis trop de temps à répondre. Veuillez réessayer.',
  toolsMissing:
    'Les outils vidéo ne sont pas installés sur ce serveur (ffmpeg, festival, espeak-ng). Demandez à son administrateur.',
  queueUnavailable:
    "Les vidéos ne peuvent pas être créées pour l'instant (la file de tâches ne tourne pas).",
  waitTimedOut:
    'La vidéo est encore en cours de création. Suivez-la dans le studio, ou redemandez-la dans une minute.',
  invalidVoiceNote: "Une note vocale se désigne par l'identifiant que sa transcription a renvoyé.",
  voiceNoteOnlyForVideo: 'Une note vocale ne sert de voix off qu’aux vidéos.',
  voiceNoteGone: "Cette note vocale n'est plus conservée. Enregistrez-la ou envoyez-la à nouveau.",
  voiceNoteSilent:
    "Aucun mot n'a été entendu dans cette note vocale : elle ne peut pas servir de voix off.",
};
