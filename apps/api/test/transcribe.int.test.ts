import {
  ApiErrorSchema,
  TRANSCRIBE_LIMITS,
  TRANSCRIBE_MESSAGES as M,
  TRANSCRIBE_PATH,
  TranscribeResponseSchema,
} from '@postcraft/contracts';
import { startOpenAiStandIn } from '@postcraft/generation/test-support';
import { narrate, runTool } from '@postcraft/video';
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
    await runTool('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `anullsrc=r=8000:cl=mono`,
      '-t',
      String(TRANSCRIBE_LIMITS.maxSeconds + 5),
      '-c:a',
      'libopus',
      '-b:a',
      '6k',
      join(dir, 'long.webm'),
    ]);
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
