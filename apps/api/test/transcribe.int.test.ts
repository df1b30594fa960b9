import {
  ApiErrorSchema,
  TRANSCRIBE_LIMITS,
  TRANSCRIBE_MESSAGES as M,
  TRANSCRIBE_KEEP_FIELD,
  TRANSCRIBE_PATH,
  TranscribeResponseSchema,
  VIDEO_DURATION,
} from '@postcraft/contracts';
import { UserModel, VoiceNoteModel } from '@postcraft/data';
import { startOpenAiStandIn } from '@postcraft/generation/test-support';
import { narrate, probeVideo, runTool } from '@postcraft/video';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { pngOf } from './helpers/images.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>>;

describe('voice notes: POST /api/content/transcribe', () => {
  let bed: AccountTestBed;
  let ana: TestUser;
  let dir: string;
  /** A voice note of "Only twenty a day, so come early." as a browser records one (WebM/Opus). */
  let note: Buffer;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    ana = await createVerifiedUser(bed);
    dir = await mkdtemp(join(tmpdir(), 'transcribe-test-'));
    const spoken = await narrate(['Only twenty a day, so come early.'], join(dir, 'note.wav'));
    await runTool('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-i',
      spoken.wavPath,
      '-c:a',
      'libopus',
      join(dir, 'note.webm'),
    ]);
    note = await readFile(join(dir, 'note.webm'));
  });
  afterAll(async () => {
    await bed.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** A silent WebM/Opus note of `seconds`, as small as can be, in the test's folder. */
  const writeSilentNote = (seconds: number, name: string) =>
    runTool('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=8000:cl=mono',
      '-t',
      String(seconds),
      '-c:a',
      'libopus',
      '-b:a',
      '6k',
      join(dir, name),
    ]);

  const send = (file: Buffer, name: string) =>
    request(bed.app)
      .post(TRANSCRIBE_PATH)
      .set('Authorization', `Bearer ${ana.accessToken}`)
      .attach('audio', file, name);

  it('when a recorded voice note is sent, then its words come back with its language and length', async () => {
    const answer = TranscribeResponseSchema.strict().parse(
      (await send(note, 'note.webm').expect(200)).body,
    );
    const heard = new Set(answer.text.split(' '));
    expect(
      ['only', 'twenty', 'day', 'come', 'early'].filter((word) => heard.has(word)).length,
    ).toBeGreaterThanOrEqual(4);
    expect(answer.language).toBe('en');
    expect(answer.durationSeconds).toBeGreaterThan(1);
    expect(answer.durationSeconds).toBeLessThan(5);
  });

  it('when the note is an Ogg/Opus file, as phones save them, then it is read too', async () => {
    await runTool('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-i',
      join(dir, 'note.webm'),
      '-c:a',
      'libopus',
      join(dir, 'note.ogg'),
    ]);
    const answer = TranscribeResponseSchema.parse(
      (await send(await readFile(join(dir, 'note.ogg')), 'note.ogg').expect(200)).body,
    );
    expect(answer.text).toMatch(/twenty/u);
  });

  it("when a note is kept for a video, then it is stored in the owner's drafts as AAC with its timed words; a bad keep or a note longer than a video is refused and keeps nothing", async () => {
    const answer = TranscribeResponseSchema.parse(
      (await send(note, 'note.webm').field(TRANSCRIBE_KEEP_FIELD, 'video').expect(200)).body,
    );
    const kept = await VoiceNoteModel.findById(answer.voiceNoteId).lean().orFail();
    const anaId = (await UserModel.findOne({ email: ana.email }).orFail())._id.toString();
    expect(kept.ownerId.toString()).toBe(anaId);
    expect(kept.key).toMatch(new RegExp(`^generated/${anaId}/[0-9a-f]{32}\\.m4a$`, 'u'));
    expect(kept.words.map((word) => word.text)).toContain('twenty');
    expect(kept.words.every((word) => word.end >= word.start)).toBe(true);
    const stored = await probeVideo(join(bed.config.mediaDir, kept.key));
    expect(stored).toMatchObject({ audioCodec: 'aac', videoCodec: null });
    // Without keep, nothing is kept.
    const plain = TranscribeResponseSchema.parse((await send(note, 'note.webm').expect(200)).body);
    expect(plain.voiceNoteId).toBeUndefined();

    const notesBefore = await VoiceNoteModel.countDocuments();
    const badKeep = await send(note, 'note.webm').field(TRANSCRIBE_KEEP_FIELD, 'forever');
    expect(badKeep.status).toBe(400);
    expect(badKeep.body.message).toBe(M.invalidKeep);
    await writeSilentNote(VIDEO_DURATION.maxSeconds + 5, 'minute.webm');
    const tooLong = await send(await readFile(join(dir, 'minute.webm')), 'minute.webm')
      .field(TRANSCRIBE_KEEP_FIELD, 'video')
      .expect(413);
    expect(tooLong.body.message).toBe(M.tooLongToNarrate(VIDEO_DURATION.maxSeconds));
    expect(await VoiceNoteModel.countDocuments()).toBe(notesBefore);
  });

  it('when the file is not audio, missing, too long or the user is signed out, then a clear 4xx', async () => {
    const refused = async (response: request.Test, status: number, message: string) => {
      expect(ApiErrorSchema.parse((await response.expect(status)).body).message).toBe(message);
    };
    await refused(send(pngOf(8, 8), 'note.webm'), 400, M.notAudio);
    await refused(
      request(bed.app)
        .post(TRANSCRIBE_PATH)
        .set('Authorization', `Bearer ${ana.accessToken}`)
        .field('x', 'y'),
      400,
      M.audioRequired,
    );
    await writeSilentNote(TRANSCRIBE_LIMITS.maxSeconds + 5, 'long.webm');
    await refused(
      send(await readFile(join(dir, 'long.webm')), 'long.webm'),
      413,
      M.tooLong(TRANSCRIBE_LIMITS.maxSeconds),
    );
    await request(bed.app).post(TRANSCRIBE_PATH).attach('audio', note, 'note.webm').expect(401);
    const french = await send(pngOf(8, 8), 'x.webm').set('Accept-Language', 'fr').expect(400);
    expect(french.body.message).toMatch(/Une note vocale doit être un fichier audio/u);
  });

  it('when a transcription model is configured (AI_STT_MODEL), then the provider transcribes the note; its failure is a 502 that says so', async () => {
    const standIn = await startOpenAiStandIn();
    try {
      const app = bed.newApp({
        env: {
          AI_BASE_URL: standIn.baseUrl,
          AI_API_KEY: 'sk-test',
          AI_TEXT_MODEL: 'text-model',
          AI_STT_MODEL: 'whisper-1',
          AI_TIMEOUT_MS: '5000',
        },
      });
      const post = () =>
        request(app)
          .post(TRANSCRIBE_PATH)
          .set('Authorization', `Bearer ${ana.accessToken}`)
          .attach('audio', note, 'note.webm');
      const answer = TranscribeResponseSchema.strict().parse((await post().expect(200)).body);
      expect(answer).toMatchObject({ text: standIn.transcript, language: 'en' });
      expect(standIn.requests.at(-1)).toMatchObject({
        path: '/audio/transcriptions',
        authorization: 'Bearer sk-test',
        body: { model: 'whisper-1', responseFormat: 'verbose_json' },
      });

      standIn.mode = 'error';
      const failed = await post().expect(502);
      expect(ApiErrorSchema.parse(failed.body)).toMatchObject({
        code: 'generator_failed',
        message: M.failed,
      });
    } finally {
      await standIn.close();
    }
  });
});
