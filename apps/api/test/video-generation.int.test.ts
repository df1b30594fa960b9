import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GENERATE_CONTENT_PATH,
  TRANSCRIBE_KEEP_FIELD,
  TRANSCRIBE_KEEP_FOR_VIDEO,
  TRANSCRIBE_PATH,
  TranscribeResponseSchema,
  GenerateContentResponseSchema,
  GenerationAcceptedResponseSchema,
  GenerationStateResponseSchema,
  RENDER_VIDEO_JOB,
  VIDEO_GENERATION_MESSAGES,
  VIDEO_GENERATION_MESSAGES_FR,
  generationPath,
} from '@postcraft/contracts';
import {
  asOwnerId,
  completeGenerationRender,
  findGeneration,
  GenerationModel,
  updateGenerationRender,
  UserModel,
} from '@postcraft/data';
import { createJobPool, openJobQueue, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import { narrate, runFfmpeg } from '@postcraft/video';
import type pg from 'pg';
import { pngOf } from './helpers/images.js';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>>;

/**
 * Video generation through the API: requests are checked, recorded and queued for the worker
 * (whose own tests render them); here the render's outcome is written as the worker writes it.
 */
describe('video generation: POST /api/content/generate with contentType video', () => {
  const tableName = testJobTableName('video_gen');
  let queue: JobQueue;
  let pool: pg.Pool;
  let bed: AccountTestBed;
  let app: ReturnType<AccountTestBed['newApp']>;
  let ana: TestUser;
  let bob: TestUser;
  let anaId: string;

  const jobRows = async () =>
    (await pool.query(`SELECT id, name, data FROM "${tableName}" ORDER BY next_run_at`))
      .rows as Array<{
      id: string;
      name: string;
      data: { generationId: string; ownerId: string };
    }>;

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    pool = createJobPool(process.env.DATABASE_URL!);
    bed = await startAccountTestBed();
    // Billing off: these tests are about videos, not plans (entitlements.int.test.ts has those).
    app = bed.newApp({ jobQueue: queue, env: { BILLING: 'off' } });
    [ana, bob] = await Promise.all([createVerifiedUser(bed), createVerifiedUser(bed)]);
    anaId = (await UserModel.findOne({ email: ana.email }).orFail())._id.toString();
  });
  afterAll(async () => {
    await bed.stop();
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
  });
  afterEach(async () => {
    await GenerationModel.deleteMany({});
    await pool.query(`DELETE FROM "${tableName}"`);
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  /** The id of the generation a waiting request queued, once it is stored. */
  const queuedGenerationId = async (): Promise<string> => {
    for (;;) {
      const queued = await GenerationModel.findOne({}).lean();
      if (queued) return queued._id.toString();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const startAsync = (user: TestUser, body: object, language = 'en') =>
    request(app)
      .post(GENERATE_CONTENT_PATH)
      .set(as(user))
      .set('Prefer', 'respond-async')
      .set('Accept-Language', language)
      .send(body);

  it.each<[string, object]>([
    ['the duration is 0', { durationSeconds: 0 }],
    ['the duration is 600', { durationSeconds: 600 }],
    ['the duration is not whole', { durationSeconds: 12.5 }],
    ['the duration is text', { durationSeconds: '15' }],
    ['the voice is unknown', { voice: 'robot' }],
    ['the script is empty', { script: [] }],
    ['a script sentence is blank', { script: ['Hello.', '  '] }],
    ['the script is too long', { script: Array.from({ length: 31 }, () => 'Buy mugs.') }],
    ['the voice note id is malformed', { voiceNoteId: 'note-1' }],
  ])('when %s, then 400 and nothing is stored or queued', async (_case, extra) => {
    const response = await startAsync(ana, {
      description: 'A reel about our mugs',
      contentType: 'video',
      ...extra,
    }).expect(400);
    expect(response.body.code).toBe('validation_failed');
    expect(await GenerationModel.countDocuments()).toBe(0);
    expect(await jobRows()).toEqual([]);
  });

  it('when the duration is out of range, then the message says the range', async () => {
    const response = await startAsync(
      ana,
      { description: 'A reel', contentType: 'video', durationSeconds: 61 },
      'fr',
    ).expect(400);
    expect(response.body.message).toContain(VIDEO_GENERATION_MESSAGES_FR.invalidDuration);
  });

  it('when a video is asked with Prefer: respond-async, then 202 at once with a queued generation, its render job, and its state for the owner only', async () => {
    const response = await startAsync(ana, {
      description: 'A reel about our mugs',
      contentType: 'video',
      durationSeconds: 20,
      voice: 'en-male',
      platforms: ['tiktok', 'linkedin'],
      script: ['Meet our new mugs.', 'Order yours today.'],
    }).expect(202);
    expect(response.headers['preference-applied']).toBe('respond-async');
    const { generation } = GenerationAcceptedResponseSchema.parse(response.body);
    expect(generation).toMatchObject({
      status: 'queued',
      stage: 'queued',
      progress: 0,
      position: 0,
    });

    const [job] = await jobRows();
    expect(job).toMatchObject({
      name: RENDER_VIDEO_JOB,
      data: { generationId: generation.generationId, ownerId: anaId },
    });
    const stored = await findGeneration(asOwnerId(anaId), generation.generationId);
    expect(stored?.input).toMatchObject({
      contentType: 'video',
      durationSeconds: 20,
      voice: 'en-male',
      platforms: ['tiktok', 'linkedin'],
      script: ['Meet our new mugs.', 'Order yours today.'],
    });
    expect(stored?.render).toMatchObject({ status: 'queued', jobId: job!.id });

    const state = await request(app)
      .get(generationPath(generation.generationId))
      .set(as(ana))
      .expect(200);
    expect(GenerationStateResponseSchema.parse(state.body).generation).toMatchObject({
      generationId: generation.generationId,
      status: 'queued',
      position: 0,
      content: null,
    });
    await request(app).get(generationPath(generation.generationId)).set(as(bob)).expect(404);
    await request(app).delete(generationPath(generation.generationId)).set(as(bob)).expect(404);
    expect(await jobRows()).toHaveLength(1);
  });

  it('when a second video waits behind the first, then its position says one is ahead', async () => {
    await startAsync(ana, { description: 'First reel', contentType: 'video' }).expect(202);
    const second = await startAsync(bob, {
      description: 'Second reel',
      contentType: 'video',
    }).expect(202);
    expect(GenerationAcceptedResponseSchema.parse(second.body).generation.position).toBe(1);
  });

  it('when a queued video is cancelled, then its job and record go and its state is 404', async () => {
    const response = await startAsync(ana, { description: 'A reel', contentType: 'video' }).expect(
      202,
    );
    const { generationId } = GenerationAcceptedResponseSchema.parse(response.body).generation;
    await request(app).delete(generationPath(generationId)).set(as(ana)).expect(200);
    expect(await jobRows()).toEqual([]);
    expect(await GenerationModel.countDocuments()).toBe(0);
    await request(app).get(generationPath(generationId)).set(as(ana)).expect(404);
  });

  it('when a user already has three videos in the making, then a fourth is 429 and not queued', async () => {
    for (const n of [1, 2, 3]) {
      await startAsync(ana, { description: `Reel ${n}`, contentType: 'video' }).expect(202);
    }
    const response = await startAsync(ana, { description: 'Reel 4', contentType: 'video' }).expect(
      429,
    );
    expect(response.body.code).toBe('too_many_at_once');
    expect(await jobRows()).toHaveLength(3);
  });

  it('when a video is made with a style saved from a video, then it speaks with its voice, lasts its length and uses its seed and colours', async () => {
    const saved = await request(app)
      .post('/api/styles')
      .set(as(ana))
      .send({
        name: 'Calm reels',
        kind: 'template',
        generation: {
          seed: 42,
          contentType: 'video',
          source: 'text',
          colors: ['#123456'],
          voice: 'en-male',
          durationSeconds: 30,
        },
      })
      .expect(201);
    const styleId = saved.body.data.style._id as string;
    const response = await startAsync(ana, {
      description: 'A reel about our mugs',
      contentType: 'video',
      styleId,
    }).expect(202);
    const { generationId } = GenerationAcceptedResponseSchema.parse(response.body).generation;
    const stored = await findGeneration(asOwnerId(anaId), generationId);
    expect(stored).toMatchObject({
      seed: 42,
      colors: ['#123456'],
      input: { voice: 'en-male', durationSeconds: 30, styleId },
    });
  });

  it('when "use my photos" is asked without a photo, then 422 no_photos and nothing is queued; with one, the video keeps which photo it is made of', async () => {
    const refused = await startAsync(bob, {
      description: 'A reel',
      contentType: 'video',
      usePhotos: true,
    }).expect(422);
    expect(refused.body.code).toBe('no_photos');
    expect(await jobRows()).toEqual([]);

    const uploaded = await request(app)
      .post('/api/user/photos')
      .set(as(bob))
      .attach('media', await pngOf(64, 64), 'shop.png')
      .expect(201);
    const accepted = await startAsync(bob, {
      description: 'A reel',
      contentType: 'video',
      usePhotos: true,
    }).expect(202);
    const { generationId } = GenerationAcceptedResponseSchema.parse(accepted.body).generation;
    const bobId = (await UserModel.findOne({ email: bob.email }).orFail())._id.toString();
    const stored = await findGeneration(asOwnerId(bobId), generationId);
    expect(uploaded.body.photo.url).toBe(`/media/${stored!.input.photoKey}`);
  });

  it('when a voice note narrates a video, then only its owner may use it, only for a video, and the video takes its length', async () => {
    const spoken = await narrate(
      ['Our mugs are back in stock.'],
      join(await mkdtemp(join(tmpdir(), 'note-')), 'note.wav'),
    );
    const kept = await request(app)
      .post(TRANSCRIBE_PATH)
      .set(as(ana))
      .field(TRANSCRIBE_KEEP_FIELD, TRANSCRIBE_KEEP_FOR_VIDEO)
      .attach('audio', await readFile(spoken.wavPath), 'note.wav')
      .expect(200);
    const { voiceNoteId } = TranscribeResponseSchema.parse(kept.body);
    expect(voiceNoteId).toMatch(/^[0-9a-f]{24}$/u);

    // Another user's note is as unknown as a missing one.
    const stranger = await startAsync(bob, {
      description: 'A reel',
      contentType: 'video',
      voiceNoteId,
    }).expect(404);
    expect(stranger.body.message).toBe(VIDEO_GENERATION_MESSAGES.voiceNoteGone);
    const image = await startAsync(ana, {
      description: 'A post',
      contentType: 'image',
      voiceNoteId,
    }).expect(400);
    expect(image.body.message).toContain(VIDEO_GENERATION_MESSAGES.voiceNoteOnlyForVideo);
    expect(await jobRows()).toEqual([]);
    expect(await GenerationModel.countDocuments()).toBe(0);

    const accepted = await startAsync(ana, {
      description: 'Our mugs are back in stock.',
      contentType: 'video',
      voiceNoteId,
      durationSeconds: 45,
    }).expect(202);
    const { generationId } = GenerationAcceptedResponseSchema.parse(accepted.body).generation;
    const stored = await findGeneration(asOwnerId(anaId), generationId);
    // A two-second note makes the shortest video; the length asked gives way to the note's.
    expect(stored!.input).toMatchObject({ voiceNoteId, durationSeconds: 5 });
    expect(await jobRows()).toHaveLength(1);
  });

  it('when "use my photos" is asked by a user with clips and no photo, then the video is made of their clips', async () => {
    const carol = await createVerifiedUser(bed);
    const dir = await mkdtemp(join(tmpdir(), 'clip-'));
    await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=320x240:d=2:r=10', join(dir, 'shop.mp4')]);
    const clip = await request(app)
      .post('/api/user/photos')
      .set(as(carol))
      .attach('media', await readFile(join(dir, 'shop.mp4')), 'shop.mp4')
      .expect(201);
    const accepted = await startAsync(carol, {
      description: 'A reel',
      contentType: 'video',
      usePhotos: true,
    }).expect(202);
    const { generationId } = GenerationAcceptedResponseSchema.parse(accepted.body).generation;
    const carolId = (await UserModel.findOne({ email: carol.email }).orFail())._id.toString();
    const stored = await findGeneration(asOwnerId(carolId), generationId);
    expect(stored!.input.photoKey).toBeUndefined();
    expect(stored!.input.clipKeys!.map((key) => `/media/${key}`)).toEqual([clip.body.photo.url]);
  });

  it('when a client waits for its video (no Prefer), then the answer comes once the render is done, with the video, its poster, script and length', async () => {
    const waiting = request(app)
      .post(GENERATE_CONTENT_PATH)
      .set(as(ana))
      .send({ description: 'A reel about our mugs', contentType: 'video', platforms: ['tiktok'] })
      .then((response) => response);
    const owner = asOwnerId(anaId);
    const generationId = await queuedGenerationId();
    const render = (await findGeneration(owner, generationId))!.render!;
    await updateGenerationRender(owner, generationId, {
      ...render,
      status: 'running',
      stage: 'rendering',
      progress: 40,
    });
    // The worker finishes: files stored, the generation done.
    const prefix = `/media/generated/${anaId}`;
    await completeGenerationRender(owner, generationId, {
      generator: 'local',
      assets: [
        {
          platform: 'tiktok',
          type: 'video',
          key: `generated/${anaId}/v.mp4`,
          url: `${prefix}/v.mp4`,
          width: 1080,
          height: 1920,
          caption: 'Our mugs',
          hashtags: ['mugs'],
          posterKey: `generated/${anaId}/p.jpg`,
          posterUrl: `${prefix}/p.jpg`,
          captionsKey: `generated/${anaId}/c.vtt`,
          captionsUrl: `${prefix}/c.vtt`,
          srtKey: `generated/${anaId}/c.srt`,
          durationSeconds: 14.8,
        },
      ],
      render: {
        ...render,
        status: 'done',
        stage: 'done',
        progress: 100,
        script: ['Meet our mugs.', 'Order today.'],
        durationSeconds: 14.8,
      },
    });
    const response = await waiting;
    expect(response.status).toBe(200);
    const { content } = GenerateContentResponseSchema.parse(response.body);
    expect(content).toMatchObject({
      generationId,
      outputUrl: `${prefix}/v.mp4`,
      posterUrl: `${prefix}/p.jpg`,
      script: ['Meet our mugs.', 'Order today.'],
      durationSeconds: 14.8,
      assets: {
        tiktok: {
          type: 'video',
          url: `${prefix}/v.mp4`,
          posterUrl: `${prefix}/p.jpg`,
          captionsUrl: `${prefix}/c.vtt`,
          durationSeconds: 14.8,
        },
      },
    });
  });

  it('when the render fails, then the waiting client gets 422 render_failed with the reason, and the state says failed in the user language', async () => {
    const waiting = request(app)
      .post(GENERATE_CONTENT_PATH)
      .set(as(ana))
      .send({ description: 'A reel', contentType: 'video' })
      .then((response) => response);
    const owner = asOwnerId(anaId);
    const generationId = await queuedGenerationId();
    const render = (await findGeneration(owner, generationId))!.render!;
    await updateGenerationRender(owner, generationId, {
      ...render,
      status: 'failed',
      stage: 'rendering',
      failure: 'renderTimedOut',
    });
    const response = await waiting;
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'render_failed',
      message: VIDEO_GENERATION_MESSAGES.renderTimedOut,
    });
    const state = await request(app)
      .get(generationPath(generationId))
      .set(as(ana))
      .set('Accept-Language', 'fr')
      .expect(200);
    expect(state.body.generation).toMatchObject({
      status: 'failed',
      message: VIDEO_GENERATION_MESSAGES_FR.renderTimedOut,
      content: null,
    });
  });
});
