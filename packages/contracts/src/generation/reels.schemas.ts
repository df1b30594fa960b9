import { z } from 'zod';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';
import { userText } from '../text/user-text.js';

/**
 * Reels from a long video (spec 001 §2 screen 13, §4): `POST /api/content/reels` takes a video
 * file (multipart, one file in `video`) or a YouTube link (JSON `{ youtubeUrl }`), never both,
 * and answers 202 with the job; the worker cuts the best moments into captioned vertical clips.
 * `GET /api/content/reels/:id` follows it, `DELETE` cancels it or removes it with its clips.
 */
export const REELS_PATH = '/api/content/reels';
export const REELS_VIDEO_FIELD = 'video';

export const reelsJobPath = (id: string) => `${REELS_PATH}/${encodeURIComponent(id)}`;
/**
 * POST: writes a new caption (and hashtags) for every platform of a clip, from what is said in
 * it; answers the clip's generation as `POST /api/content/generate` does (`{ success, content }`).
 * `id` is the clip's id (its generation's).
 */
export const reelClipCaptionPath = (clipId: string) =>
  `${REELS_PATH}/clips/${encodeURIComponent(clipId)}/caption`;

export const REELS_LIMITS = {
  minCount: 1,
  maxCount: 10,
  defaultCount: 5,
  minTargetSeconds: 15,
  maxTargetSeconds: 60,
  /** The server's own bounds on a source (REELS_MAX_SOURCE_BYTES / _SECONDS may lower them). */
  maxBytes: 2 * 1024 ** 3,
  maxSeconds: 2 * 60 * 60,
  /** Reel jobs one user may have queued or running at once. */
  maxUnfinished: 2,
  /** The newest jobs `GET /api/content/reels` lists. */
  listMax: 20,
} as const;

/** A job's life: `cancelled` is what DELETE answers for a job it stopped (it is then gone). */
export const REELS_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ReelsStatus = (typeof REELS_STATUSES)[number];

/** The stages in order; `progress` (0–100) counts across all of them. */
export const REELS_STAGES = [
  'queued',
  'downloading',
  'probing',
  'transcribing',
  'finding',
  'scoring',
  'rendering',
  'saving',
  'done',
] as const;
export type ReelsStage = (typeof REELS_STAGES)[number];

/** Spec 001 §5: http(s), optional www, then youtube.com or youtu.be and a slash. */
export const YOUTUBE_LINK_PATTERN = /^https?:\/\/(www\.)?(youtube\.com|youtu\.be)\//iu;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'youtu.be']);
const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/u;

/**
 * The video id of a YouTube link (watch, shorts, live, embed or youtu.be), or null for anything
 * else. The server hands the downloader a link it rebuilds from this id, never the one typed.
 */
export function youtubeVideoIdOf(link: string): string | null {
  // scheme, host (no user, no port), path, query; the fragment is ignored.
  const parts = /^https?:\/\/([^/?#]+)(\/[^?#]*)?(\?[^#]*)?(#.*)?$/iu.exec(link.trim());
  if (!parts || !YOUTUBE_LINK_PATTERN.test(link.trim())) return null;
  const host = (parts[1] ?? '').toLowerCase();
  if (!YOUTUBE_HOSTS.has(host)) return null;
  const segments = (parts[2] ?? '').split('/').filter(Boolean);
  const query = (parts[3] ?? '').slice(1).split('&');
  const v = query.find((pair) => pair.startsWith('v='))?.slice(2) ?? null;
  const id =
    host === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch' && segments.length === 1
        ? v
        : ['shorts', 'live', 'embed'].includes(segments[0] ?? '')
          ? segments[1]
          : null;
  return id && YOUTUBE_VIDEO_ID.test(id) ? id : null;
}

/** The only link a downloader is given: the watch page of one video id. */
export const youtubeWatchUrlOf = (videoId: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;

export const REELS_MESSAGES = {
  sourceRequired: 'Upload a video or paste a YouTube link to make reels.',
  bothSources: 'Send a video file or a YouTube link, not both.',
  notVideo: 'Only video files can be made into reels: MP4, MOV, WebM or MKV.',
  tooLarge: (gigabytes: number) => `Videos up to ${gigabytes} GB can be made into reels.`,
  tooLong: (minutes: number) => `Videos up to ${minutes} minutes can be made into reels.`,
  unreadable:
    'This file could not be read as a video: it may be damaged, cut short or of another kind.',
  truncated: 'This video is cut short: its last part is missing. Upload the whole file again.',
  tooShort: (seconds: number, minSeconds: number) =>
    `The video lasts ${seconds} seconds: clips are at least ${minSeconds} seconds, so it is too short to cut.`,
  noSpeechNoScenes:
    'No speech and no scene changes were found in this video, so there is no moment to cut a clip from.',
  noMomentOfLength: (minSeconds: number, maxSeconds: number) =>
    `No moment of ${minSeconds} to ${maxSeconds} seconds was found in this video: try another length.`,
  notYoutube: 'Only YouTube links (youtube.com or youtu.be) can be made into reels.',
  noDownloader:
    'YouTube links need a video downloader (yt-dlp) on this server, and none is installed. Download the video and upload the file instead.',
  downloadFailed:
    'The YouTube video could not be downloaded: it may be private, age-restricted or removed. Download it and upload the file instead.',
  invalidCount: `Ask for ${REELS_LIMITS.minCount} to ${REELS_LIMITS.maxCount} clips.`,
  invalidTarget: `Clips last ${REELS_LIMITS.minTargetSeconds} to ${REELS_LIMITS.maxTargetSeconds} seconds.`,
  tooManyAtOnce: `You already have ${REELS_LIMITS.maxUnfinished} videos being made into reels. Wait for one to finish, or cancel it.`,
  notFound: 'These reels do not exist, or were deleted.',
  cancelled: 'Making the reels was stopped and their files removed.',
  deleted: 'The reels and their clips were deleted.',
  failed: 'The reels could not be made. Please try again.',
  timedOut: 'Making the reels took too long. Please try again with a shorter video.',
  abandoned: 'The reels could not be finished after several tries. Please try again.',
  toolsMissing:
    'Video tools are not installed on this server (ffmpeg, pocketsphinx). Ask its administrator.',
  queueUnavailable: 'Reels cannot be made right now (the job queue is not running).',
} as const;

export const REELS_MESSAGES_FR: FrenchCatalogue<typeof REELS_MESSAGES> = {
  sourceRequired: 'Envoyez une vidéo ou collez un lien YouTube pour créer des reels.',
  bothSources: 'Envoyez un fichier vidéo ou un lien YouTube, pas les deux.',
  notVideo: 'Seuls les fichiers vidéo deviennent des reels : MP4, MOV, WebM ou MKV.',
  tooLarge: (gigabytes) => `Les vidéos jusqu’à ${gigabytes} Go peuvent devenir des reels.`,
  tooLong: (minutes) => `Les vidéos jusqu’à ${minutes} minutes peuvent devenir des reels.`,
  unreadable:
    'Ce fichier n’a pas pu être lu comme une vidéo : il est peut-être abîmé, coupé ou d’un autre type.',
  truncated: 'Cette vidéo est coupée : sa fin manque. Envoyez de nouveau le fichier entier.',
  tooShort: (seconds, minSeconds) =>
    `La vidéo dure ${seconds} secondes : un clip dure au moins ${minSeconds} secondes, elle est donc trop courte.`,
  noSpeechNoScenes:
    'Ni parole ni changement de plan n’ont été trouvés dans cette vidéo : aucun moment ne peut en être extrait.',
  noMomentOfLength: (minSeconds, maxSeconds) =>
    `Aucun moment de ${minSeconds} à ${maxSeconds} secondes n’a été trouvé dans cette vidéo : essayez une autre durée.`,
  notYoutube: 'Seuls les liens YouTube (youtube.com ou youtu.be) peuvent devenir des reels.',
  noDownloader:
    'Les liens YouTube demandent un outil de téléchargement (yt-dlp) sur ce serveur, et aucun n’est installé. Téléchargez la vidéo et envoyez le fichier.',
  downloadFailed:
    'La vidéo YouTube n’a pas pu être téléchargée : elle est peut-être privée, soumise à une limite d’âge ou supprimée. Téléchargez-la et envoyez le fichier.',
  invalidCount: `Demandez de ${REELS_LIMITS.minCount} à ${REELS_LIMITS.maxCount} clips.`,
  invalidTarget: `Un clip dure de ${REELS_LIMITS.minTargetSeconds} à ${REELS_LIMITS.maxTargetSeconds} secondes.`,
  tooManyAtOnce: `Vous avez déjà ${REELS_LIMITS.maxUnfinished} vidéos en cours de découpage en reels. Attendez qu’une se termine, ou annulez-la.`,
  notFound: 'Ces reels n’existent pas, ou ont été supprimés.',
  cancelled: 'La création des reels a été arrêtée et leurs fichiers supprimés.',
  deleted: 'Les reels et leurs clips ont été supprimés.',
  failed: 'Les reels n’ont pas pu être créés. Veuillez réessayer.',
  timedOut: 'La création des reels a pris trop de temps. Réessayez avec une vidéo plus courte.',
  abandoned: 'Les reels n’ont pas pu être terminés après plusieurs essais. Veuillez réessayer.',
  toolsMissing:
    'Les outils vidéo ne sont pas installés sur ce serveur (ffmpeg, pocketsphinx). Demandez à son administrateur.',
  queueUnavailable:
    'Les reels ne peuvent pas être créés pour l’instant (la file de tâches ne tourne pas).',
};

const CountSchema = z.coerce
  .number({ error: REELS_MESSAGES.invalidCount })
  .int({ error: REELS_MESSAGES.invalidCount })
  .min(REELS_LIMITS.minCount, { error: REELS_MESSAGES.invalidCount })
  .max(REELS_LIMITS.maxCount, { error: REELS_MESSAGES.invalidCount });
const TargetSchema = z.coerce
  .number({ error: REELS_MESSAGES.invalidTarget })
  .int({ error: REELS_MESSAGES.invalidTarget })
  .min(REELS_LIMITS.minTargetSeconds, { error: REELS_MESSAGES.invalidTarget })
  .max(REELS_LIMITS.maxTargetSeconds, { error: REELS_MESSAGES.invalidTarget });

/** `{id}` of /api/content/reels/{id} (a reels job) and /api/content/reels/clips/{id} (a clip). */
export const ReelsParamsSchema = z.object({ id: userText().min(1).max(64) });
export type ReelsParams = z.infer<typeof ReelsParamsSchema>;

/** The options of either form: how many clips, and about how long each (optional both). */
export const ReelsOptionsSchema = z.strictObject({
  count: CountSchema.optional(),
  targetSeconds: TargetSchema.optional(),
});
export type ReelsOptions = z.infer<typeof ReelsOptionsSchema>;

/** The JSON form: a YouTube link and the options. */
export const ReelsLinkRequestSchema = ReelsOptionsSchema.extend({
  youtubeUrl: userText()
    .min(1, { error: REELS_MESSAGES.sourceRequired })
    .max(2048, { error: REELS_MESSAGES.notYoutube })
    .refine((link) => youtubeVideoIdOf(link) !== null, { error: REELS_MESSAGES.notYoutube }),
});
export type ReelsLinkRequest = z.infer<typeof ReelsLinkRequestSchema>;

/** One clip cut from the source; `id` is its generation (it opens in the studio's result). */
export const ReelClipSchema = z.object({
  id: z.string(),
  url: z.string(),
  posterUrl: z.string(),
  captionsUrl: z.string(),
  /** Where the clip is in the source (seconds). */
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  durationSeconds: z.number().positive(),
  title: z.string(),
  caption: z.string(),
  hashtags: z.array(z.string()),
  /** 0–100: how strong a moment it is, as the rules (or the provider) judged. */
  score: z.number().min(0).max(100),
  /** Why it was picked, in a sentence. */
  reason: z.string(),
});
export type ReelClip = z.infer<typeof ReelClipSchema>;

export const ReelsJobSchema = z.object({
  id: z.string(),
  status: z.enum(REELS_STATUSES),
  stage: z.enum(REELS_STAGES),
  /** 0–100, never going back within a run. */
  progress: z.number().int().min(0).max(100),
  /** Jobs ahead of this one in the queue (0: next); null once it runs. */
  position: z.number().int().min(0).nullable(),
  /** Why it failed, in the user's language; null otherwise. */
  message: z.string().nullable(),
  source: z.object({
    kind: z.enum(['upload', 'youtube']),
    /** The file's name as uploaded, or the YouTube link. */
    name: z.string(),
    /** The source's length once probed (seconds); null before. */
    durationSeconds: z.number().nonnegative().nullable(),
  }),
  count: z.number().int().min(REELS_LIMITS.minCount).max(REELS_LIMITS.maxCount),
  targetSeconds: z.number().int().nullable(),
  /** Empty until the job is done; best first. */
  clips: z.array(ReelClipSchema),
  createdAt: z.string(),
});
export type ReelsJob = z.infer<typeof ReelsJobSchema>;

/** POST (202) and GET of one job. */
export const ReelsJobResponseSchema = ReelsJobSchema.extend({ success: z.literal(true) });
export type ReelsJobResponse = z.infer<typeof ReelsJobResponseSchema>;

/** GET /api/content/reels: the newest jobs, newest first. */
export const ReelsListResponseSchema = z.object({
  success: z.literal(true),
  reels: z.array(ReelsJobSchema),
});
export type ReelsListResponse = z.infer<typeof ReelsListResponseSchema>;

/** DELETE /api/content/reels/:id: `cancelled` when it was still being made, else `deleted`. */
export const DeleteReelsResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(['cancelled', 'deleted']),
  message: z.string(),
});
export type DeleteReelsResponse = z.infer<typeof DeleteReelsResponseSchema>;

/** The socket.io event carrying a reels job's state (clips included once done) to its owner. */
export const REELS_PROGRESS_EVENT = 'reels_progress';

/** The worker's job: makes reels job `reelsId` of `ownerId`. */
export const MAKE_REELS_JOB = 'content.make-reels';
export const MakeReelsPayloadSchema = z.object({
  reelsId: z.string().regex(/^[0-9a-f]{24}$/i),
  ownerId: z.string().regex(/^[0-9a-f]{24}$/i),
});
export type MakeReelsPayload = z.infer<typeof MakeReelsPayloadSchema>;

/**
 * Why a clip was picked, as the rules say it (English, joined with "; " and ended with a full
 * stop); the answer translates each part. A provider's reason, in the transcript's language,
 * passes as it is.
 */
export const REEL_REASONS = {
  noSpeechScenes: (scenes: number) =>
    `No speech: ${scenes} whole scenes, cut where the picture changes`,
  noSpeechOneScene: 'No speech: one scene, from its start',
  question: (opening: string) => `Opens with a question: ${opening}`,
  number: (opening: string) => `Opens with a number: ${opening}`,
  claim: (opening: string) => `Opens with a strong claim: ${opening}`,
  pace: (wordsPerSecond: string) => `${wordsPerSecond} words a second`,
  mentions: (words: string) => `Mentions ${words}`,
  pause: (seconds: string) => `A pause of ${seconds} s inside`,
  oneSentence: (seconds: number) => `1 whole sentence, ${seconds} s`,
  sentences: (count: number, seconds: number) => `${count} whole sentences, ${seconds} s`,
} as const;

export const REEL_REASONS_FR: FrenchCatalogue<typeof REEL_REASONS> = {
  noSpeechScenes: (scenes) =>
    `Sans parole : ${scenes} plans entiers, coupés aux changements d’image`,
  noSpeechOneScene: 'Sans parole : un seul plan, depuis son début',
  question: (opening) => `Commence par une question : ${opening}`,
  number: (opening) => `Commence par un chiffre : ${opening}`,
  claim: (opening) => `Commence par une affirmation forte : ${opening}`,
  pace: (wordsPerSecond) => `${wordsPerSecond.replace('.', ',')} mots par seconde`,
  mentions: (words) => `Mentionne ${words}`,
  pause: (seconds) => `Une pause de ${seconds.replace('.', ',')} s à l’intérieur`,
  oneSentence: (seconds) => `1 phrase entière, ${seconds} s`,
  sentences: (count, seconds) => `${count} phrases entières, ${seconds} s`,
};
