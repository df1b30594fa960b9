import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ENDPOINTS as E,
  TRANSCRIBE_AUDIO_FIELD,
  TRANSCRIBE_KEEP_FIELD,
  TRANSCRIBE_KEEP_FOR_VIDEO,
  TRANSCRIBE_LIMITS,
  VIDEO_DURATION,
  TRANSCRIBE_MESSAGES as M,
  type TranscribeResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import { detectAudio, type MediaStorage } from '@postcraft/media';
import {
  probeVideo,
  transcribeAudio,
  transcribeWithProvider,
  type AudioProvider,
} from '@postcraft/video';
import { ownerPlanOf, voiceNoteRefusal } from '@postcraft/studio';
import type { Request, Router } from 'express';
import multer, { MulterError } from 'multer';
import { AppError } from '../../lib/app-error.js';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { createSlotLimiter } from '../../lib/slot-limiter.js';
import { refuseDeclaredOversize } from '../../lib/uploads/declared-size.js';
import { tempFileStorage, tempUploadOf } from '../../lib/uploads/temp-file-storage.js';
import { RETRY_SOON_SECONDS, type UsageLimiters } from '../../lib/usage-limits.js';
import { throwIfRefused } from '@postcraft/studio';
import { keepVoiceNote } from './keep-voice-note.service.js';

const TOO_LARGE = M.tooLarge(TRANSCRIBE_LIMITS.maxBytes / (1024 * 1024));

/** Transcriptions this process runs at once: each takes a core for seconds. */
const TRANSCRIPTIONS_AT_ONCE = 1;

function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new AppError('payload_too_large', TOO_LARGE);
    return new AppError('validation_failed', M.audioRequired);
  }
  return new AppError('malformed_body', M.audioRequired);
}

/**
 * The voice note's length, or a refusal: not sound at all, or longer than a note may be (than a
 * video may last, for a note kept to narrate one).
 */
async function checkedDuration(path: string, keepForVideo: boolean): Promise<number> {
  const probed = await probeVideo(path).catch(() => null);
  if (!probed?.audioCodec) throw new AppError('invalid_media', M.notAudio);
  if (probed.durationSec > TRANSCRIBE_LIMITS.maxSeconds + 0.5) {
    throw new AppError('payload_too_large', M.tooLong(TRANSCRIBE_LIMITS.maxSeconds));
  }
  if (keepForVideo && probed.durationSec > VIDEO_DURATION.maxSeconds + 0.5) {
    throw new AppError('payload_too_large', M.tooLongToNarrate(VIDEO_DURATION.maxSeconds));
  }
  return probed.durationSec;
}

/** The `keep` field: absent, or `video` (keep the note to narrate a video). */
function keepsForVideo(req: Request): boolean {
  const keep: unknown = (req.body as Record<string, unknown> | undefined)?.[TRANSCRIBE_KEEP_FIELD];
  if (keep === undefined) return false;
  if (keep !== TRANSCRIBE_KEEP_FOR_VIDEO) throw new AppError('validation_failed', M.invalidKeep);
  return true;
}

/**
 * POST /api/content/transcribe: a signed-in user's voice note, transcribed offline (English).
 * The file is received to a temporary file (its first bytes must be audio), its length checked,
 * then transcribed, one note at a time per process (503 with Retry-After when busy). With
 * `keep=video`, a note in which words were heard is kept to narrate a video (`voiceNoteId`).
 */
export function createTranscribeRouter(
  {
    uploadTempDir,
    storage,
    transcriber,
    billingEnabled,
  }: {
    uploadTempDir: string;
    storage: MediaStorage;
    /** The provider's `/audio/transcriptions` (AI_STT_MODEL); null: pocketsphinx, offline. */
    transcriber: AudioProvider | null;
    /** False with BILLING=off: no plan limit on a note's length. */
    billingEnabled: boolean;
  },
  authenticator: Authenticator,
  usage: Pick<UsageLimiters, 'uploads'>,
): Router {
  const { router, mount } = createEndpointRouter('/api/content', authenticator);
  const running = createSlotLimiter(TRANSCRIPTIONS_AT_ONCE);
  const upload = multer({
    storage: tempFileStorage({
      dir: uploadTempDir,
      inspectHead: async (head) => {
        const detected = await detectAudio(head);
        if (!detected) throw new AppError('invalid_media', M.notAudio);
        return detected;
      },
    }),
    limits: { fileSize: TRANSCRIBE_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 },
  }).single(TRANSCRIBE_AUDIO_FIELD);
  const declaredSize = refuseDeclaredOversize(TRANSCRIBE_LIMITS.maxBytes, TOO_LARGE);

  mount(
    E.transcribeVoiceNote,
    ...usage.uploads,
    declaredSize,
    (req, res, next) =>
      upload(req, res, (error?: unknown) => next(error ? toAppError(error) : undefined)),
    async (req: Request, res) => {
      if (!req.file) throw new AppError('validation_failed', M.audioRequired);
      const keepForVideo = keepsForVideo(req);
      const file = tempUploadOf<{ mimeType: string }>(req.file);
      const durationSeconds = await checkedDuration(file.path, keepForVideo);
      const ownerId = asOwnerId(authOf(req).userId);
      const plan = await ownerPlanOf(ownerId, { billingEnabled });
      throwIfRefused(voiceNoteRefusal(plan, durationSeconds));
      const release = running.acquire('all');
      if (!release) {
        throw new AppError('server_busy', M.busy, { retryAfterSeconds: RETRY_SOON_SECONDS });
      }
      const workDir = await mkdtemp(join(tmpdir(), 'transcribe-'));
      try {
        const transcribe = transcriber
          ? transcribeWithProvider(transcriber, file.path, durationSeconds)
          : transcribeAudio(file.path, workDir);
        const transcript = await transcribe.catch((error: unknown) => {
          req.log.warn({ err: error }, 'voice note not transcribed');
          throw new AppError('generator_failed', M.failed);
        });
        const answer: TranscribeResponse = {
          text: transcript.text,
          language: transcript.language,
          durationSeconds: Math.round(durationSeconds * 10) / 10,
        };
        if (keepForVideo && transcript.words.length > 0) {
          answer.voiceNoteId = await keepVoiceNote(
            storage,
            ownerId,
            file.path,
            transcript,
            workDir,
          );
        }
        res.json(answer);
      } finally {
        release();
        await rm(workDir, { recursive: true, force: true });
      }
    },
  );
  return router;
}
