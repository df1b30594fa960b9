import {
  DiscardGenerationResponseSchema,
  GenerateContentAnswerSchema,
  GenerateContentRequestSchema,
  GenerateContentResponseSchema,
  GenerationParamsSchema,
  GenerationStateResponseSchema,
  ListGenerationsQuerySchema,
  ListGenerationsResponseSchema,
} from '../../generation/generation.schemas.js';
import {
  DeleteReelsResponseSchema,
  ReelsJobResponseSchema,
  ReelsLinkRequestSchema,
  ReelsListResponseSchema,
  ReelsOptionsSchema,
  ReelsParamsSchema,
} from '../../generation/reels.schemas.js';
import {
  TranscribeFieldsSchema,
  TranscribeResponseSchema,
} from '../../generation/transcribe.schemas.js';
import { defineEndpoints } from '../endpoint.js';

const tag = 'Content generation';
const reelsTag = 'Reels';

/** Generation: images, videos, generations, voice notes, reels. */
export const GENERATION_ENDPOINTS = defineEndpoints({
  generateContent: {
    method: 'post',
    path: '/api/content/generate',
    tag,
    summary: 'Generate a post: images, a carousel or a video',
    description: [
      'Makes one asset per platform (`platforms`: 1 to 10 connectable ids; omitted: the connected platforms, else `linkedin`): its media (`/media/generated/<userId>/<32 hex digits>.png`, usable as a post’s `mediaUrl`), a caption and hashtags (no `#`, deduplicated) that fit the platform’s limits. `outputUrl` is the first platform’s asset; `colors` are the brand colours used (for Save Style).',
      '`description`: up to 2,000 characters (longer: 400 `description_too_long`); empty only with `source: "smart"` (from the brand profile alone). `seed` (a whole number ≥ 0) gives the same layout and text for the same input; omitted, a new one is answered. `styleId`: one of the user’s saved styles (another’s or an unknown id: 404, nothing generated); its settings give the seed and colours when the request names none. `instructions`: up to 1,000 characters. `usePhotos`: the images use one of the user’s own photos (none: 422 `no_photos`). `carousel`: Instagram, LinkedIn, Facebook and the Sandbox get 3 to 5 slides (`slides`, the cover first).',
      'An image is made within the request (200). A video (`contentType: "video"`) is rendered by the worker: `durationSeconds` 5 to 60 (15), `voice` (`auto`, `en-female`, `en-male`, `fr`, `none`), `script` (1–30 sentences of at most 300 characters, spoken as it is), `voiceNoteId` (a note kept by the transcription with `keep=video`: it narrates the video and decides its length; another user’s or one no longer kept 404, a note without words 400 `invalid_media`). Without `Prefer: respond-async` the request waits for the render and answers 200 with the content, 422 `render_failed` when it fails, 504 `render_pending` after 5 minutes (the render goes on; follow it with GET). With `Prefer: respond-async` it answers 202 at once with the queued generation and `Preference-Applied: respond-async`; `generation_progress` events follow it. A video is charged before anything is stored (402 `credits_required` when short; 403 `plan_limit` beyond the plan); three videos in the making at once at most (429 `too_many_at_once`); no job queue: 503 `video_not_available`.',
      'Counts in the user’s 30 generations a minute (every call, a refused one too: 429 `rate_limited`) and 2 images in progress at once (429 `too_many_at_once`, `Retry-After: 5`). 502 `generator_failed` / 504 `generator_timeout` when the configured provider fails or does not answer in time; 503 `server_busy` when every render thread is taken and the queue is full. Nothing is stored on any error. Files no post carries are deleted 24 hours after they were made.',
    ].join('\n\n'),
    auth: 'user',
    apiKey: 'generation',
    body: GenerateContentRequestSchema,
    answer: { kind: 'json', schema: GenerateContentAnswerSchema, statuses: [200, 202] },
    errors: [400, 401, 402, 403, 404, 422, 429, 502, 503, 504],
  },
  listGenerations: {
    method: 'get',
    path: '/api/content/generations',
    tag,
    summary: 'List your generations',
    description:
      'The user’s generations whose files are kept (reel clips included, `source: "reel"`), newest first. `page` ≥ 1, `limit` 1 to 50 (default 12).',
    auth: 'user',
    apiKey: 'generation',
    query: ListGenerationsQuerySchema,
    answer: { kind: 'json', schema: ListGenerationsResponseSchema },
    errors: [400, 401, 403],
  },
  getGeneration: {
    method: 'get',
    path: '/api/content/generations/{id}',
    tag,
    summary: 'Follow a generation',
    description:
      '`status` `queued` (`position`: renders ahead of it), `running` (`stage`: writing, voicing, drawing, rendering, checking, saving; `progress` 0–100), `done` (`content` as the generate call answers it) or `failed` (`message`, in the request’s language). An image generation is `done` at once. Another user’s, an unknown or a discarded id: 404.',
    auth: 'user',
    apiKey: 'generation',
    params: GenerationParamsSchema,
    answer: { kind: 'json', schema: GenerationStateResponseSchema },
    errors: [400, 401, 403, 404],
  },
  discardGeneration: {
    method: 'delete',
    path: '/api/content/generations/{id}',
    tag,
    summary: 'Discard a draft',
    description:
      'Its files are deleted unless a post carries them. A video not rendered yet is cancelled (its job is deleted, or the running render stops at its next step and keeps nothing); its GET answers 404 afterwards.',
    auth: 'user',
    apiKey: 'generation',
    params: GenerationParamsSchema,
    answer: { kind: 'json', schema: DiscardGenerationResponseSchema },
    errors: [400, 401, 403, 404],
  },
  transcribeVoiceNote: {
    method: 'post',
    path: '/api/content/transcribe',
    tag,
    summary: 'Transcribe a voice note',
    description:
      'One voice note in `audio` (WAV, MP3, M4A, Ogg/Opus, WebM or FLAC, read from its bytes; 25 MB and 120 s at most, less on plans with shorter notes: 403 `plan_limit`), transcribed offline by pocketsphinx (English, `language: "en"`) or by the provider with `AI_STT_MODEL`. With `keep=video` and words heard, the note is kept (a day, like a draft’s files) and the answer adds `voiceNoteId`, for a video’s narration (such a note lasts 60 s at most). Not audio: 400 `invalid_media`; no file or another `keep`: 400; too large or too long: 413; another note being transcribed: 503 `server_busy` with `Retry-After`; a note that could not be transcribed: 502. Counts as an upload (20 a minute, 2 at once: 429).',
    auth: 'user',
    body: TranscribeFieldsSchema,
    bodyType: 'multipart',
    files: {
      audio: { description: 'The voice note (25 MB, 120 s at most).', required: true },
    },
    answer: { kind: 'json', schema: TranscribeResponseSchema },
    errors: [400, 401, 403, 413, 429, 502, 503],
  },
  startReels: {
    method: 'post',
    path: '/api/content/reels',
    tag: reelsTag,
    summary: 'Cut a long video into reels',
    description: [
      'Takes a video file (multipart: one file in `video`, MP4, MOV, WebM or MKV read from its bytes, up to `REELS_MAX_SOURCE_BYTES`, 2 GB at most; the optional fields `count` and `targetSeconds` sent before it) or a YouTube link (JSON `{ youtubeUrl, count?, targetSeconds? }`, `ReelsLinkRequestSchema`), never both. Answers 202 with the queued job once an upload is probed and kept, or a link checked; the worker then cuts the best moments into captioned vertical clips (1080×1920), pushing `reels_progress` events. `count` 1 to 10 (default 5, or the plan’s most), `targetSeconds` 15 to 60 (about how long each clip is).',
      'Errors, nothing kept: 400 `validation_failed` (no source, both, a link that is not one YouTube video’s, `count` or `targetSeconds` out of range, an unknown field); 400 `invalid_media` (not a video, unreadable, cut short); 413 `payload_too_large` (over `REELS_MAX_SOURCE_BYTES`, or longer than `REELS_MAX_SOURCE_SECONDS`); 403 `plan_limit` (more or longer clips, or a longer source, than the plan gives); 422 `downloader_missing` (a link, and no downloader on this server); 429 `too_many_at_once` (2 reels jobs queued or running already) or `rate_limited` (the generation rate; a multipart form also counts as an upload); 503 `video_not_available` (no job queue). API keys are refused.',
    ].join('\n\n'),
    auth: 'user',
    body: ReelsOptionsSchema,
    bodyType: 'multipart',
    jsonBody: ReelsLinkRequestSchema,
    files: {
      video: {
        description: 'The long video (or send JSON with `youtubeUrl` instead).',
        required: false,
      },
    },
    answer: { kind: 'json', schema: ReelsJobResponseSchema, statuses: [202] },
    errors: [400, 401, 403, 413, 422, 429, 503],
  },
  listReels: {
    method: 'get',
    path: '/api/content/reels',
    tag: reelsTag,
    summary: 'List your reels jobs',
    description: 'The user’s 20 newest reels jobs, newest first, each as the POST answers it.',
    auth: 'user',
    answer: { kind: 'json', schema: ReelsListResponseSchema },
    errors: [401, 403],
  },
  getReels: {
    method: 'get',
    path: '/api/content/reels/{id}',
    tag: reelsTag,
    summary: 'Follow a reels job',
    description:
      'Its status (`queued`, `running`, `done`, `failed`), stage, progress (0–100), place in the queue, failure message (in the request’s language) and, once `done`, its clips, best first. Each clip is a generation of the user: it opens and posts like a generated video; its files are deleted 24 hours after it was made unless a post uses them. Another user’s, an unknown or a deleted id: 404.',
    auth: 'user',
    params: ReelsParamsSchema,
    answer: { kind: 'json', schema: ReelsJobResponseSchema },
    errors: [400, 401, 403, 404],
  },
  deleteReels: {
    method: 'delete',
    path: '/api/content/reels/{id}',
    tag: reelsTag,
    summary: 'Cancel or delete a reels job',
    description:
      'A job still queued or running is `cancelled` (its worker stops at its next step and keeps nothing); a finished one is `deleted` with its clips (their records, and their files unless a post carries them). The uploaded source goes either way; GET answers 404 afterwards. Another user’s or an unknown id: 404.',
    auth: 'user',
    params: ReelsParamsSchema,
    answer: { kind: 'json', schema: DeleteReelsResponseSchema },
    errors: [400, 401, 403, 404],
  },
  regenerateReelClipCaption: {
    method: 'post',
    path: '/api/content/reels/clips/{id}/caption',
    tag: reelsTag,
    summary: 'Write a reel clip’s caption again',
    description:
      'A new caption and hashtags for each platform of the clip (`id`: the clip’s generation), written from what is said in it; the clip itself is not cut again. Answers as the generate call does. Counts in the generation rate (429). A generation that is not a clip, or another user’s: 404.',
    auth: 'user',
    params: ReelsParamsSchema,
    answer: { kind: 'json', schema: GenerateContentResponseSchema },
    errors: [400, 401, 403, 404, 429],
  },
});
