import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteReelsResponseSchema,
  GenerateContentResponseSchema,
  MAKE_REELS_JOB,
  PLAN_LIMIT_MESSAGES,
  REELS_MESSAGES,
  REELS_MESSAGES_FR,
  REELS_PATH,
  ReelsJobResponseSchema,
  ReelsListResponseSchema,
  reelClipCaptionPath,
  reelsJobPath,
} from '@postcraft/contracts';
import {
  asOwnerId,
  GenerationModel,
  insertReelClips,
  newGenerationId,
  ReelsJobModel,
  updateReelsJobState,
  UserModel,
} from '@postcraft/data';
import { createJobPool, openJobQueue, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import { runFfmpeg } from '@postcraft/video';
import type pg from 'pg';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { pngOf } from './helpers/images.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>> & { id: string };

/**
 * Reels through the API: a long video or a YouTube link is checked, kept and queued for the
 * worker (whose own tests cut it); here the worker's outcome is written as the worker writes it.
 */
describe('reels: /api/content/reels', () => {
  const tableName = testJobTableName('reels');
  let queue: JobQueue;
  let pool: pg.Pool;
  let bed: AccountTestBed;
  let app: ReturnType<AccountTestBed['newApp']>;
  let noDownloader: ReturnType<AccountTestBed['newApp']>;
  let ana: TestUser;
  let bob: TestUser;
  let dir: string;
  let source: string;

  const jobRows = async () =>
    (await pool.query(`SELECT id, name, data FROM "${tableName}"`)).rows as Array<{
      id: string;
      name: string;
      data: { reelsId: string; ownerId: string };
    }>;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const mediaFile = (key: string) => join(bed.config.mediaDir, key);
  const sourceFiles = async (user: TestUser) =>
    readdir(join(bed.config.mediaDir, 'reel-sources', user.id)).catch(() => [] as string[]);

  const upload = (user: TestUser, path: string, fields: Record<string, string> = {}, on = app) => {
    const call = request(on).post(REELS_PATH).set(as(user));
    for (const [name, value] of Object.entries(fields)) void call.field(name, value);
    return call.attach('video', path);
  };

  /** A video of `seconds` with a tone, made small and fast. */
  const makeVideo = async (name: string, seconds: number) => {
    const path = join(dir, name);
    await runFfmpeg([
      ...['-f', 'lavfi', '-i', `testsrc2=s=160x90:r=5:d=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', path],
    ]);
    return path;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reels-api-'));
    // A stand-in for yt-dlp: it answers --version, which is all the API asks of it.
    const downloader = join(dir, 'yt-dlp-stand-in');
    await writeFile(
      downloader,
      '#!/bin/sh\n[ "$1" = "--version" ] && echo 2025.01.01 && exit 0\nexit 1\n',
    );
    await chmod(downloader, 0o755);
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    pool = createJobPool(process.env.DATABASE_URL!);
    bed = await startAccountTestBed();
    app = bed.newApp({ jobQueue: queue, env: { BILLING: 'off', REELS_DOWNLOADER: downloader } });
    noDownloader = bed.newApp({
      jobQueue: queue,
      env: { BILLING: 'off', REELS_DOWNLOADER: 'off' },
    });
    const users = await Promise.all([createVerifiedUser(bed), createVerifiedUser(bed)]);
    [ana, bob] = (await Promise.all(
      users.map(async (user) => ({
        ...user,
        id: (await UserModel.findOne({ email: user.email }).orFail())._id.toString(),
      })),
    )) as [TestUser, TestUser];
    source = await makeVideo('talk.mp4', 20);
  }, 180_000);
  afterAll(async () => {
    await bed.stop();
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
  });
  afterEach(async () => {
    await ReelsJobModel.deleteMany({});
    await GenerationModel.deleteMany({});
    await pool.query(`DELETE FROM "${tableName}"`);
    await rm(join(bed.config.mediaDir, 'reel-sources'), { recursive: true, force: true });
  });

  it('when a video is uploaded, then 202 answers the queued job, the file is kept for the worker and its job is queued', async () => {
    const response = await upload(ana, source, { count: '3', targetSeconds: '20' }).expect(202);
    const job = ReelsJobResponseSchema.parse(response.body);
    expect(job).toMatchObject({
      status: 'queued',
      stage: 'queued',
      progress: 0,
      position: 0,
      count: 3,
      targetSeconds: 20,
      clips: [],
      source: { kind: 'upload', name: 'talk.mp4' },
    });
    expect(job.source.durationSeconds).toBeCloseTo(20, 0);
    expect(await jobRows()).toEqual([
      expect.objectContaining({ name: MAKE_REELS_JOB, data: { reelsId: job.id, ownerId: ana.id } }),
    ]);
    const kept = await sourceFiles(ana);
    expect(kept).toHaveLength(1);
    expect(
      (await readFile(join(bed.config.mediaDir, 'reel-sources', ana.id, kept[0]!))).length,
    ).toBe((await readFile(source)).length);
  });

  it('when the job is followed, then its owner reads it and anyone else gets 404', async () => {
    const { body } = await upload(ana, source).expect(202);
    const read = ReelsJobResponseSchema.parse(
      (await request(app).get(reelsJobPath(body.id)).set(as(ana)).expect(200)).body,
    );
    expect(read).toMatchObject({ id: body.id, status: 'queued', count: 5, targetSeconds: null });
    const list = ReelsListResponseSchema.parse(
      (await request(app).get(REELS_PATH).set(as(ana)).expect(200)).body,
    );
    expect(list.reels.map((job) => job.id)).toEqual([body.id]);
    expect((await request(app).get(REELS_PATH).set(as(bob)).expect(200)).body.reels).toEqual([]);
    const other = await request(app).get(reelsJobPath(body.id)).set(as(bob)).expect(404);
    expect(other.body.message).toBe(REELS_MESSAGES.notFound);
    await request(app).delete(reelsJobPath(body.id)).set(as(bob)).expect(404);
    await request(app).get(reelsJobPath('not-an-id')).set(as(ana)).expect(404);
    await request(app).get(reelsJobPath(body.id)).expect(401);
  });

  it('when a queued job is deleted, then it is cancelled: its job, record and file are gone', async () => {
    const { body } = await upload(ana, source).expect(202);
    const answer = DeleteReelsResponseSchema.parse(
      (await request(app).delete(reelsJobPath(body.id)).set(as(ana)).expect(200)).body,
    );
    expect(answer).toMatchObject({ status: 'cancelled', message: REELS_MESSAGES.cancelled });
    expect(await jobRows()).toEqual([]);
    expect(await sourceFiles(ana)).toEqual([]);
    await request(app).get(reelsJobPath(body.id)).set(as(ana)).expect(404);
  });

  /** The job done as the worker leaves it: one clip with its files, the source dropped. */
  const finishAsWorker = async (user: TestUser, reelsId: string) => {
    const owner = asOwnerId(user.id);
    const files: string[] = [];
    const file = async (name: string) => {
      const key = `generated/${user.id}/${name}`;
      await mkdir(join(bed.config.mediaDir, 'generated', user.id), { recursive: true });
      await writeFile(mediaFile(key), 'x');
      files.push(key);
      return { key, url: `/media/${key}` };
    };
    const [video, poster, vtt, srt] = [
      await file('a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0.mp4'),
      await file('b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0.jpg'),
      await file('c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0.vtt'),
      await file('d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0.srt'),
    ];
    const clipId = newGenerationId();
    await insertReelClips(owner, [
      {
        _id: clipId,
        input: {
          description: 'How do you know the bread is done? Tap the bottom and listen.',
          contentType: 'video',
          platforms: ['tiktok', 'instagram'],
          styleId: null,
          instructions: '',
          source: 'reel',
          language: 'en',
          durationSeconds: 18,
        },
        seed: 0,
        generator: 'local',
        assets: (['tiktok', 'instagram'] as const).map((platform) => ({
          platform,
          key: video!.key,
          url: video!.url,
          width: 1080,
          height: 1920,
          caption: 'How do you know the bread is done?',
          hashtags: ['Bread'],
          type: 'video' as const,
          posterKey: poster!.key,
          posterUrl: poster!.url,
          captionsKey: vtt!.key,
          captionsUrl: vtt!.url,
          srtKey: srt!.key,
          durationSeconds: 18,
        })),
        render: {
          status: 'done',
          stage: 'done',
          progress: 100,
          jobId: 'job',
          attempts: 1,
          failure: null,
          script: [],
          durationSeconds: 18,
        },
        reel: {
          reelsId,
          start: 2,
          end: 20,
          title: 'How do you know the bread is done?',
          score: 72,
          reason: 'Opens with a question.',
          transcript:
            'How do you know the bread is done? Tap the bottom and listen. It sounds hollow.',
        },
        usedAt: null,
        sweptAt: null,
      },
    ]);
    const job = await ReelsJobModel.findById(reelsId).orFail().lean();
    await updateReelsJobState(owner, reelsId, {
      status: 'done',
      stage: 'done',
      progress: 100,
      clipIds: [clipId.toString()],
      source: { ...job.source, key: null },
    });
    return { clipId: clipId.toString(), files };
  };

  it('when the job is done, then its clips come with it; deleting it removes them and their files', async () => {
    const { body } = await upload(ana, source).expect(202);
    const { clipId, files } = await finishAsWorker(ana, body.id);
    const done = ReelsJobResponseSchema.parse(
      (await request(app).get(reelsJobPath(body.id)).set(as(ana)).expect(200)).body,
    );
    expect(done.status).toBe('done');
    expect(done.clips).toEqual([
      expect.objectContaining({
        id: clipId,
        start: 2,
        end: 20,
        durationSeconds: 18,
        score: 72,
        reason: 'Opens with a question.',
        title: 'How do you know the bread is done?',
      }),
    ]);
    const answer = DeleteReelsResponseSchema.parse(
      (await request(app).delete(reelsJobPath(body.id)).set(as(ana)).expect(200)).body,
    );
    expect(answer.status).toBe('deleted');
    expect(await GenerationModel.countDocuments()).toBe(0);
    for (const key of files) expect(existsSync(mediaFile(key))).toBe(false);
  });

  it('when a clip caption is regenerated, then each platform gets a new one from its words; another user gets 404', async () => {
    const { body } = await upload(ana, source).expect(202);
    const { clipId } = await finishAsWorker(ana, body.id);
    await request(app).post(reelClipCaptionPath(clipId)).set(as(bob)).expect(404);
    const first = GenerateContentResponseSchema.parse(
      (await request(app).post(reelClipCaptionPath(clipId)).set(as(ana)).expect(200)).body,
    );
    const second = GenerateContentResponseSchema.parse(
      (await request(app).post(reelClipCaptionPath(clipId)).set(as(ana)).expect(200)).body,
    );
    const tiktok = first.content.assets.tiktok!;
    expect(tiktok.caption).toMatch(/^How do you know the bread is done\?/u);
    expect(tiktok.type).toBe('video');
    expect(second.content.assets.tiktok!.caption).not.toBe(tiktok.caption);
    const stored = await GenerationModel.findById(clipId).orFail().lean();
    expect(stored.assets[0]!.caption).toBe(second.content.assets.tiktok!.caption);
  });

  it.each<[string, Record<string, string>, string]>([
    ['11 clips are asked', { count: '11' }, REELS_MESSAGES.invalidCount],
    ['0 clips are asked', { count: '0' }, REELS_MESSAGES.invalidCount],
    ['clips of 10 s are asked', { targetSeconds: '10' }, REELS_MESSAGES.invalidTarget],
    ['clips of 90 s are asked', { targetSeconds: '90' }, REELS_MESSAGES.invalidTarget],
    ['a count is not a number', { count: 'five' }, REELS_MESSAGES.invalidCount],
  ])('when %s, then 400 says so and nothing is kept or queued', async (_case, fields, message) => {
    const response = await upload(ana, source, fields).expect(400);
    expect(response.body.message).toBe(message);
    expect(await ReelsJobModel.countDocuments()).toBe(0);
    expect(await jobRows()).toEqual([]);
    expect(await sourceFiles(ana)).toEqual([]);
  });

  it('when a field comes after the file, then it is checked all the same', async () => {
    const response = await request(app)
      .post(REELS_PATH)
      .set(as(ana))
      .attach('video', source)
      .field('count', '11')
      .expect(400);
    expect(response.body.message).toBe(REELS_MESSAGES.invalidCount);
    expect(await ReelsJobModel.countDocuments()).toBe(0);
  });

  it('when the file is not a video, is cut short, or no source is sent, then 400 with what to do', async () => {
    const image = join(dir, 'photo.mp4');
    await writeFile(image, await pngOf(64, 64));
    expect((await upload(ana, image).expect(400)).body).toMatchObject({
      code: 'invalid_media',
      message: REELS_MESSAGES.notVideo,
    });
    const whole = await readFile(source);
    const cut = join(dir, 'cut.mp4');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const cutAnswer = (await upload(ana, cut).expect(400)).body;
    expect(cutAnswer.code).toBe('invalid_media');
    expect([REELS_MESSAGES.truncated, REELS_MESSAGES.unreadable]).toContain(cutAnswer.message);
    const none = await request(app).post(REELS_PATH).set(as(ana)).field('count', '2').expect(400);
    expect(none.body.message).toBe(REELS_MESSAGES.sourceRequired);
    const json = await request(app).post(REELS_PATH).set(as(ana)).send({}).expect(400);
    expect(json.body.message).toBe(REELS_MESSAGES.sourceRequired);
    const both = await upload(ana, source, { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }).expect(
      400,
    );
    expect(both.body.message).toBe(REELS_MESSAGES.bothSources);
    expect(await ReelsJobModel.countDocuments()).toBe(0);
    expect(await sourceFiles(ana)).toEqual([]);
    expect(await jobRows()).toEqual([]);
  });

  it.each([
    'https://vimeo.com/123456789',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'http://169.254.169.254/latest/meta-data',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'file:///etc/passwd',
  ])('when the link is %s, then 400: only YouTube links', async (youtubeUrl) => {
    const response = await request(app)
      .post(REELS_PATH)
      .set(as(ana))
      .send({ youtubeUrl })
      .expect(400);
    expect(response.body.message).toBe(REELS_MESSAGES.notYoutube);
    expect(await ReelsJobModel.countDocuments()).toBe(0);
  });

  it('when a YouTube link is sent and a downloader is installed, then 202 queues it by its video id', async () => {
    const youtubeUrl = 'https://youtu.be/dQw4w9WgXcQ?t=42';
    const response = await request(app)
      .post(REELS_PATH)
      .set(as(ana))
      .send({ youtubeUrl, count: 2 })
      .expect(202);
    expect(response.body).toMatchObject({
      source: { kind: 'youtube', name: youtubeUrl },
      count: 2,
    });
    const record = await ReelsJobModel.findById(response.body.id).orFail().lean();
    expect(record.source).toMatchObject({ videoId: 'dQw4w9WgXcQ', key: null });
  });

  it('when a YouTube link is sent without a downloader, then 422 says to upload the file (in French too)', async () => {
    const body = { youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
    const english = await request(noDownloader)
      .post(REELS_PATH)
      .set(as(ana))
      .send(body)
      .expect(422);
    expect(english.body).toMatchObject({
      code: 'downloader_missing',
      message: REELS_MESSAGES.noDownloader,
    });
    const french = await request(noDownloader)
      .post(REELS_PATH)
      .set(as(ana))
      .set('Accept-Language', 'fr')
      .send(body)
      .expect(422);
    expect(french.body.message).toBe(REELS_MESSAGES_FR.noDownloader);
    expect(await ReelsJobModel.countDocuments()).toBe(0);
  });

  it('when two jobs are already under way, then a third is 429 until one ends', async () => {
    const link = (id: string) => ({ youtubeUrl: `https://youtu.be/${id}` });
    await request(app).post(REELS_PATH).set(as(ana)).send(link('aaaaaaaaaaa')).expect(202);
    const second = await request(app)
      .post(REELS_PATH)
      .set(as(ana))
      .send(link('bbbbbbbbbbb'))
      .expect(202);
    const third = await upload(ana, source).expect(429);
    expect(third.body.message).toBe(REELS_MESSAGES.tooManyAtOnce);
    expect(await sourceFiles(ana)).toEqual([]);
    await request(app).post(REELS_PATH).set(as(bob)).send(link('ccccccccccc')).expect(202);
    await request(app).delete(reelsJobPath(second.body.id)).set(as(ana)).expect(200);
    await upload(ana, source).expect(202);
  });

  it('when a job cannot be queued, then 503 and nothing is kept', async () => {
    const withoutQueue = bed.newApp({ env: { BILLING: 'off' } });
    const response = await upload(ana, source, {}, withoutQueue).expect(503);
    expect(response.body.message).toBe(REELS_MESSAGES.queueUnavailable);
    expect(await ReelsJobModel.countDocuments()).toBe(0);
    expect(await sourceFiles(ana)).toEqual([]);
  });

  describe('on the Free plan', () => {
    let free: ReturnType<AccountTestBed['newApp']>;
    beforeAll(() => {
      free = bed.newApp({ jobQueue: queue });
    });

    it('when more than 3 clips or clips over 30 s are asked, then 403 says the plan limit', async () => {
      const asked: Array<Record<string, string>> = [{ count: '4' }, { targetSeconds: '45' }];
      for (const fields of asked) {
        const response = await upload(ana, source, fields, free).expect(403);
        expect(response.body).toMatchObject({
          code: 'plan_limit',
          message: PLAN_LIMIT_MESSAGES.reelClips,
        });
      }
      expect(await ReelsJobModel.countDocuments()).toBe(0);
    });

    it('when the source lasts more than 10 minutes, then 403 says the plan limit and nothing is kept', async () => {
      // Eleven minutes of one colour, a frame a second: made in a moment.
      const long = join(dir, 'long.mp4');
      await runFfmpeg([
        ...['-f', 'lavfi', '-i', 'color=c=blue:s=64x64:r=1:d=660'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '600', long],
      ]);
      const response = await upload(ana, long, {}, free).expect(403);
      expect(response.body).toMatchObject({
        code: 'plan_limit',
        message: PLAN_LIMIT_MESSAGES.reelSource,
      });
      expect(await sourceFiles(ana)).toEqual([]);
      expect(await ReelsJobModel.countDocuments()).toBe(0);
    });

    it('when nothing is asked, then 3 clips of about 24 s are queued', async () => {
      const response = await upload(ana, source, {}, free).expect(202);
      expect(response.body).toMatchObject({ count: 3, targetSeconds: 24 });
      const record = await ReelsJobModel.findById(response.body.id).orFail().lean();
      expect(record.options).toMatchObject({ maxSourceSeconds: 600, watermark: true });
    });
  });
});
