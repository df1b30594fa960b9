import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MAKE_REELS_JOB,
  REELS_MESSAGES,
  REELS_PROGRESS_EVENT,
  ReelsJobSchema,
} from '@postcraft/contracts';
import {
  deleteReelsJob,
  findReelClips,
  findReelsJob,
  insertReelsJob,
  newReelsJobId,
  type OwnerId,
  type ReelsSourceRecord,
} from '@postcraft/data';
import { newJobId } from '@postcraft/jobs';
import { meanVolumeOf, probeVideo, runFfmpeg } from '@postcraft/video';
import { buildPlantedSource } from '@postcraft/video/test-support';
import { usePublishHarness } from './support/publish-harness.js';
import { startSocketStandIn, type SocketStandIn } from './support/socket-stand-in.js';
import { waitFor } from './helpers/wait-for.js';
import { insertBrandOwner } from './support/video-fixtures.js';

// Real cuts: each takes tens of seconds, and a loaded machine may take several times longer.
const JOB_WAIT_MS = 600_000;
const JOB_TEST_MS = 900_000;

/** Sentences with pauses: clips fall on them. */
const SENTENCES = [
  { text: 'Welcome back to the bakery channel.', pauseAfterSec: 0.6 },
  { text: 'Why does sourdough taste so good?', pauseAfterSec: 0.6 },
  { text: 'The answer is time and patience.', pauseAfterSec: 0.6 },
  { text: 'Wild yeast works slowly and builds flavour.', pauseAfterSec: 1.2 },
  { text: 'Come and visit the shop on Saturday morning.', pauseAfterSec: 0.8 },
];

const filesOf = (mediaDir: string, folder: string, owner: OwnerId) => {
  const path = join(mediaDir, folder, owner);
  return existsSync(path) ? readdirSync(path).sort() : [];
};

describe('reels in the worker', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'postcraft-reels-test-'));
  const mediaDir = join(dataDir, 'media');
  const cacheDir = join(tmpdir(), 'postcraft-reels-test-speech');
  // A stand-in for yt-dlp: it answers --version, and "downloads" by copying the test source
  // to the file its -o template names.
  const downloader = join(dataDir, 'yt-dlp-stand-in');
  let talk: string;
  // A short lock, so a killed worker's job is taken over within seconds.
  const harness = usePublishHarness('make_reels', {
    DATA_DIR: dataDir,
    RENDER_LOCK_LIFETIME_MS: '5000',
    REELS_DOWNLOADER: downloader,
  });
  let sockets: SocketStandIn;
  const finishes = (check: () => Promise<boolean>) =>
    waitFor(check, JOB_WAIT_MS).catch((error: unknown) => {
      const logs = harness.workers.map((worker) => worker.output()).join('\n');
      throw new Error(`${String(error)}\n${logs.slice(-4_000)}`);
    });

  beforeAll(async () => {
    sockets = await startSocketStandIn(process.env.DATABASE_URL!);
    talk = (
      await buildPlantedSource({
        sentences: SENTENCES,
        leadSec: 0.5,
        slides: 3,
        width: 320,
        height: 180,
        cacheDir,
        outPath: join(dataDir, 'talk.mp4'),
      })
    ).path;
    writeFileSync(
      downloader,
      [
        '#!/bin/sh',
        '[ "$1" = "--version" ] && echo 2025.01.01 && exit 0',
        'case "$*" in *--skip-download*LONGvideo00*) echo 40000; exit 0;; esac',
        'case "$*" in *LONGvideo00*) exit 9;; esac',
        'case "$*" in *--skip-download*) echo 25; exit 0;; esac',
        'out=""; prev=""',
        'for arg in "$@"; do [ "$prev" = "-o" ] && out="$arg"; prev="$arg"; done',
        'echo "[download]  50.0% of 1MiB"',
        `cp "${talk}" "$(echo "$out" | sed 's/%(ext)s/mp4/')"`,
        'echo "[download] 100.0% of 1MiB"',
      ].join('\n'),
    );
    chmodSync(downloader, 0o755);
  }, 180_000);
  afterAll(async () => {
    await sockets?.close();
  });

  const brandOwner = () => insertBrandOwner('sourdough, bread');

  /** A reels job queued as the API queues one (an upload kept in the media, or a link). */
  async function queueReels(
    owner: OwnerId,
    from: { upload: string } | { videoId: string },
    options: { count: number; targetSeconds: number | null } = { count: 1, targetSeconds: 15 },
  ): Promise<{ reelsId: string; jobId: string; key: string | null }> {
    let source: ReelsSourceRecord;
    if ('upload' in from) {
      const key = `reel-sources/${owner}/${'e'.repeat(32)}.mp4`;
      mkdirSync(join(mediaDir, 'reel-sources', owner), { recursive: true });
      await copyFile(from.upload, join(mediaDir, key));
      source = {
        kind: 'upload',
        name: 'talk.mp4',
        key,
        videoId: null,
        bytes: 1,
        durationSeconds: null,
      };
    } else {
      source = {
        kind: 'youtube',
        name: `https://youtu.be/${from.videoId}`,
        key: null,
        videoId: from.videoId,
        bytes: null,
        durationSeconds: null,
      };
    }
    const reelsId = newReelsJobId();
    const jobId = newJobId();
    await insertReelsJob(owner, {
      _id: reelsId,
      source,
      options: {
        ...options,
        maxSourceSeconds: 7200,
        maxClipSeconds: 60,
        watermark: false,
        language: 'en',
      },
      status: 'queued',
      stage: 'queued',
      progress: 0,
      jobId,
    });
    await harness
      .queue()
      .schedule(MAKE_REELS_JOB, new Date(), { reelsId: reelsId.toString(), ownerId: owner }, jobId);
    return { reelsId: reelsId.toString(), jobId, key: source.key };
  }

  it(
    "when a long video is queued, then the worker cuts captioned 9:16 clips on its sentences, stores each as the owner's generation and drops the source; the owner's browser follows every stage; a worker killed mid-job leaves it to another, which makes it again",
    async () => {
      const first = await harness.startWorker('reels-killed');
      const owner = await brandOwner();
      const browser = await sockets.browser(owner);
      const { reelsId } = await queueReels(owner, { upload: talk });
      await finishes(async () => (await findReelsJob(owner, reelsId))?.stage === 'transcribing');
      await first.kill();

      await harness.startWorker('reels-survivor');
      await finishes(async () => (await findReelsJob(owner, reelsId))?.status === 'done');
      const job = (await findReelsJob(owner, reelsId))!;
      expect(job).toMatchObject({ status: 'done', stage: 'done', progress: 100, attempts: 2 });
      expect(job.source.key).toBeNull();
      expect(filesOf(mediaDir, 'reel-sources', owner)).toEqual([]);
      expect(job.clipIds).toHaveLength(1);

      const clips = await findReelClips(owner, reelsId);
      expect(clips.map((clip) => clip._id.toString()).sort()).toEqual([...job.clipIds].sort());
      for (const clip of clips) {
        expect(clip.input.source).toBe('reel');
        expect(clip.reel!.reason.length).toBeGreaterThan(5);
        // 15 s asked: whole sentences between 11 and 19 s, cut in the pauses.
        expect(clip.reel!.end - clip.reel!.start).toBeGreaterThanOrEqual(11);
        expect(clip.reel!.end - clip.reel!.start).toBeLessThanOrEqual(19);
        const [tiktok, ...others] = clip.assets;
        expect(tiktok).toMatchObject({ type: 'video', width: 1080, height: 1920 });
        expect(others.every((asset) => asset.key === tiktok!.key)).toBe(true);
        expect(tiktok!.caption.length).toBeGreaterThan(10);
        const probed = await probeVideo(join(mediaDir, tiktok!.key));
        expect(probed).toMatchObject({
          videoCodec: 'h264',
          audioCodec: 'aac',
          width: 1080,
          height: 1920,
        });
        expect(await meanVolumeOf(join(mediaDir, tiktok!.key))).toBeGreaterThan(-50);
        expect(existsSync(join(mediaDir, tiktok!.posterKey!))).toBe(true);
        expect(existsSync(join(mediaDir, tiktok!.captionsKey!))).toBe(true);
      }
      // Each clip's video, poster and two caption files: nothing else is kept.
      expect(filesOf(mediaDir, 'generated', owner)).toHaveLength(clips.length * 4);
      expect(readdirSync(join(dataDir, 'renders'))).toEqual([]);

      await waitFor(
        async () =>
          browser.received.some(
            (entry) =>
              entry.event === REELS_PROGRESS_EVENT &&
              ReelsJobSchema.parse(entry.payload).status === 'done',
          ),
        10_000,
      );
      const events = browser.received
        .filter((entry) => entry.event === REELS_PROGRESS_EVENT)
        .map((entry) => ReelsJobSchema.parse(entry.payload));
      expect(events.every((event) => event.id === reelsId)).toBe(true);
      const stages = new Set(events.map((event) => event.stage));
      for (const stage of ['probing', 'transcribing', 'rendering', 'saving', 'done'] as const) {
        expect(stages).toContain(stage);
      }
      const done = events.find((event) => event.status === 'done')!;
      expect(done.clips.map((clip) => clip.id)).toEqual(job.clipIds);
    },
    JOB_TEST_MS,
  );

  it(
    'when a job is deleted while it runs (cancelled), then it stops and keeps no clip and no file',
    async () => {
      const owner = await brandOwner();
      const { reelsId, jobId } = await queueReels(owner, { upload: talk });
      await finishes(async () => (await findReelsJob(owner, reelsId))?.stage === 'transcribing');
      await deleteReelsJob(owner, reelsId);
      await waitFor(async () => !(await harness.queue().isHeld(jobId)), 120_000);
      expect(await findReelClips(owner, reelsId)).toEqual([]);
      expect(filesOf(mediaDir, 'generated', owner)).toEqual([]);
    },
    JOB_TEST_MS,
  );

  it(
    'when a YouTube link is queued, then the downloader fetches it and the clips are made from it',
    async () => {
      const owner = await brandOwner();
      const { reelsId } = await queueReels(
        owner,
        { videoId: 'dQw4w9WgXcQ' },
        { count: 1, targetSeconds: 15 },
      );
      await finishes(async () => (await findReelsJob(owner, reelsId))?.status === 'done');
      expect((await findReelClips(owner, reelsId)).length).toBe(1);
    },
    JOB_TEST_MS,
  );

  it(
    'when a YouTube video is longer than allowed, then the job fails saying so without fetching it',
    async () => {
      const owner = await brandOwner();
      const { reelsId } = await queueReels(owner, { videoId: 'LONGvideo00' });
      await finishes(async () => (await findReelsJob(owner, reelsId))?.status === 'failed');
      expect((await findReelsJob(owner, reelsId))!.failure).toBe(REELS_MESSAGES.tooLong(120));
    },
    JOB_TEST_MS,
  );

  it(
    'when the video has no speech and no scene change, then the job fails saying so and keeps nothing',
    async () => {
      const owner = await brandOwner();
      const blank = join(dataDir, 'blank.mp4');
      await runFfmpeg([
        ...['-f', 'lavfi', '-i', 'color=c=gray:s=160x90:r=5:d=30'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', blank],
      ]);
      const { reelsId } = await queueReels(owner, { upload: blank });
      await finishes(async () => (await findReelsJob(owner, reelsId))?.status === 'failed');
      expect((await findReelsJob(owner, reelsId))!.failure).toBe(REELS_MESSAGES.noSpeechNoScenes);
      expect(filesOf(mediaDir, 'reel-sources', owner)).toEqual([]);
      expect(filesOf(mediaDir, 'generated', owner)).toEqual([]);
    },
    JOB_TEST_MS,
  );
});
