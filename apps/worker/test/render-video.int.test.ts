import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GENERATION_PROGRESS_EVENT,
  GenerationProgressSchema,
  RENDER_VIDEO_JOB,
  type GenerationProgress,
} from '@postcraft/contracts';
import {
  deleteGeneration,
  findGeneration,
  insertVoiceNote,
  newGenerationId,
  UserModel,
  type OwnerId,
} from '@postcraft/data';
import { newJobId } from '@postcraft/jobs';
import { encodeVoiceNote, narrate, probeVideo, runFfmpeg } from '@postcraft/video';
import { startOpenAiStandIn } from '@postcraft/generation/test-support';
import { Types } from 'mongoose';
import { usePublishHarness } from './support/publish-harness.js';
import { startSocketStandIn, type SocketStandIn } from './support/socket-stand-in.js';
import { waitFor } from './helpers/wait-for.js';
import { insertQueuedVideo } from './support/video-fixtures.js';

/** Everything a render stores in the owner's media folder. */
const filesOf = (mediaDir: string, owner: OwnerId) => {
  const folder = join(mediaDir, 'generated', owner);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
};

/** An image's average colour, as ffmpeg shrinks it to one pixel. */
async function averageColourOf(imagePath: string) {
  const pixelPath = `${imagePath}.rgb`;
  await runFfmpeg([
    '-i',
    imagePath,
    '-vf',
    'scale=1:1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    pixelPath,
  ]);
  const [red, green, blue] = await readFile(pixelPath);
  await rm(pixelPath);
  return { red: red!, green: green!, blue: blue! };
}

// Real renders: each takes seconds, and a loaded machine may take several times longer.
const RENDER_WAIT_MS = 200_000;
const RENDER_TEST_MS = 300_000;

describe('video renders in the worker', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'postcraft-render-test-'));
  const mediaDir = join(dataDir, 'media');
  // A short lock, so a killed worker's render is taken over within seconds.
  const harness = usePublishHarness('render_video', {
    DATA_DIR: dataDir,
    RENDER_LOCK_LIFETIME_MS: '5000',
  });
  let sockets: SocketStandIn;
  /** Waits for a render's state; a failure shows what the workers logged. */
  const renders = (check: () => Promise<boolean>) =>
    waitFor(check, RENDER_WAIT_MS).catch((error: unknown) => {
      const logs = harness.workers.map((worker) => worker.output()).join('\n');
      throw new Error(`${String(error)}\n${logs.slice(-4_000)}`);
    });

  beforeAll(async () => {
    sockets = await startSocketStandIn(process.env.DATABASE_URL!);
  });
  afterAll(async () => {
    await sockets?.close();
  });

  /** A user with a brand, as onboarding leaves one. */
  async function brandOwner(): Promise<OwnerId> {
    const owner = new Types.ObjectId();
    await UserModel.collection.insertOne({
      _id: owner,
      email: `owner.${owner.toString()}@example.com`,
      firstName: 'Maya',
      lastName: 'Durand',
      companyName: 'Maya Bakes',
      language: 'en',
      niche: { type: 'food' },
      contentGoals: [],
      voiceTone: null,
      brandKeywords: 'sourdough, croissants',
      preferredContentTypes: [],
      brandColors: ['#7c2d12', '#f59e0b'],
      brandLogoKey: null,
    });
    return owner.toString() as OwnerId;
  }

  /** A voice note of `sentence` kept for `owner` as the API keeps one; answers its id. */
  async function keepVoiceNote(owner: OwnerId, sentence: string): Promise<string> {
    const work = mkdtempSync(join(dataDir, 'note-'));
    const spoken = await narrate([sentence], join(work, 'note.wav'));
    const key = `generated/${owner}/${'a'.repeat(32)}.m4a`;
    mkdirSync(join(mediaDir, 'generated', owner), { recursive: true });
    await encodeVoiceNote(spoken.wavPath, join(mediaDir, key));
    const note = await insertVoiceNote(owner, {
      key,
      text: sentence.toLowerCase(),
      language: 'en',
      durationSec: spoken.durationSec,
      words: spoken.words,
    });
    return note._id.toString();
  }

  /** A video generation queued as the API queues it; answers its id. */
  async function queueVideo(
    owner: OwnerId,
    description: string,
    platforms: Array<'tiktok' | 'instagram'> = ['tiktok'],
    voiceNoteId?: string,
    clipKeys?: string[],
  ): Promise<{ generationId: string; jobId: string }> {
    const generationId = newGenerationId();
    const jobId = newJobId();
    await insertQueuedVideo(owner, generationId, jobId, {
      description,
      platforms,
      voice: 'auto',
      ...(voiceNoteId ? { voiceNoteId } : {}),
      ...(clipKeys ? { clipKeys } : {}),
    });
    await harness
      .queue()
      .schedule(
        RENDER_VIDEO_JOB,
        new Date(),
        { generationId: generationId.toString(), ownerId: owner },
        jobId,
      );
    return { generationId: generationId.toString(), jobId };
  }

  it(
    "when a video is queued, then the worker renders one checked video per frame size (shared by the platforms of that frame), stores it with its poster and captions, and the owner's browser follows every stage; a worker killed mid-render leaves it to another, which renders it again from the start and offers only the finished files",
    async () => {
      const first = await harness.startWorker('render-killed');
      const owner = await brandOwner();
      const browser = await sockets.browser(owner);
      const { generationId } = await queueVideo(owner, 'Announce our pistachio croissant', [
        'tiktok',
        'instagram',
      ]);
      await renders(
        async () => (await findGeneration(owner, generationId))?.render?.stage === 'rendering',
      );
      await first.kill();
      expect((await findGeneration(owner, generationId))!.assets).toEqual([]);

      await harness.startWorker('render-survivor');
      await renders(
        async () => (await findGeneration(owner, generationId))?.render?.status === 'done',
      );
      const generation = (await findGeneration(owner, generationId))!;
      expect(generation.render).toMatchObject({
        status: 'done',
        stage: 'done',
        progress: 100,
        attempts: 2,
      });
      expect(generation.render!.script[0]).toMatch(/pistachio croissant/iu);
      const [tiktok, instagram] = generation.assets;
      expect(tiktok).toMatchObject({
        platform: 'tiktok',
        type: 'video',
        width: 1080,
        height: 1920,
      });
      // Both vertical: one video, poster and captions for the two, each with its own caption.
      expect(instagram).toMatchObject({
        platform: 'instagram',
        type: 'video',
        key: tiktok!.key,
        posterKey: tiktok!.posterKey,
        captionsKey: tiktok!.captionsKey,
      });
      expect(tiktok!.caption.length).toBeGreaterThan(10);
      expect(instagram!.caption.length).toBeGreaterThan(10);
      const probed = await probeVideo(join(mediaDir, tiktok!.key));
      expect(probed).toMatchObject({
        videoCodec: 'h264',
        audioCodec: 'aac',
        width: 1080,
        height: 1920,
      });
      expect(Math.abs(probed.durationSec - generation.render!.durationSeconds!)).toBeLessThan(0.5);
      // The 5 seconds asked, ±0.5 s.
      expect(Math.abs(probed.durationSec - 5)).toBeLessThanOrEqual(0.5);
      // The video, its poster, the captions as WebVTT and SubRip: nothing else is kept.
      expect(
        filesOf(mediaDir, owner)
          .map((name) => name.split('.')[1])
          .sort(),
      ).toEqual(['jpg', 'mp4', 'srt', 'vtt']);
      const offered = generation.assets.flatMap((asset) => [
        asset.key,
        asset.posterKey,
        asset.captionsKey,
        asset.srtKey,
      ]);
      expect(filesOf(mediaDir, owner)).toEqual(
        [...new Set(offered)].map((key) => key!.split('/').pop()).sort(),
      );
      expect(readdirSync(join(dataDir, 'renders'))).toEqual([]);

      await waitFor(
        async () =>
          browser.received.some(
            (entry) =>
              entry.event === GENERATION_PROGRESS_EVENT &&
              (entry.payload as GenerationProgress).status === 'done',
          ),
        10_000,
      );
      // The transport may deliver two events sent moments apart in either order (the studio keeps
      // the furthest): in the render's own order, the stages follow each other and the percent
      // never goes back.
      const events = browser.received
        .filter((entry) => entry.event === GENERATION_PROGRESS_EVENT)
        .map((entry) => GenerationProgressSchema.parse(entry.payload))
        .sort((a, b) => a.progress - b.progress);
      expect(events.every((event) => event.generationId === generationId)).toBe(true);
      expect([...new Set(events.map((event) => event.stage))]).toEqual([
        'writing',
        'voicing',
        'drawing',
        'rendering',
        'checking',
        'saving',
        'done',
      ]);
      expect(events.at(-1)).toMatchObject({ status: 'done', progress: 100 });
    },
    RENDER_TEST_MS,
  );

  it(
    "when a voice-note video is deleted while it renders (cancelled), then the render, which got that far on the user's own voice, stops and keeps no file but the note",
    async () => {
      const owner = await brandOwner();
      const sentence = 'A long walk through our bakery at dawn.';
      const { generationId, jobId } = await queueVideo(
        owner,
        sentence,
        ['tiktok'],
        await keepVoiceNote(owner, sentence),
      );
      await renders(
        async () => (await findGeneration(owner, generationId))?.render?.stage === 'rendering',
      );
      await deleteGeneration(owner, generationId);
      // The job was running when its generation went: it ends (unheld) without storing anything.
      await waitFor(async () => !(await harness.queue().isHeld(jobId)), 60_000);
      expect(filesOf(mediaDir, owner)).toEqual([`${'a'.repeat(32)}.m4a`]);
    },
    RENDER_TEST_MS,
  );

  it(
    'when the voice note of a video is no longer kept, then the render fails saying so and keeps nothing',
    async () => {
      const owner = await brandOwner();
      const noteId = await keepVoiceNote(owner, 'Fresh bread.');
      rmSync(join(mediaDir, 'generated', owner), { recursive: true, force: true });
      const { generationId } = await queueVideo(owner, 'Fresh bread.', ['tiktok'], noteId);
      await renders(
        async () => (await findGeneration(owner, generationId))?.render?.status === 'failed',
      );
      expect((await findGeneration(owner, generationId))!.render).toMatchObject({
        failure: 'voiceNoteGone',
      });
      expect(filesOf(mediaDir, owner)).toEqual([]);
    },
    RENDER_TEST_MS,
  );
  it(
    "when the user's clips were chosen, then the video shows them (a short one in place of its cover), and a clip deleted since is left out",
    async () => {
      const owner = await brandOwner();
      const clipKey = `photos/${owner}/${'c'.repeat(32)}.webm`;
      mkdirSync(join(mediaDir, 'photos', owner), { recursive: true });
      await runFfmpeg([
        '-f',
        'lavfi',
        '-i',
        'color=c=#00ff00:s=320x240:d=1:r=25',
        join(mediaDir, clipKey),
      ]);
      const { generationId } = await queueVideo(owner, 'Our oven at dawn', ['tiktok'], undefined, [
        clipKey,
        `photos/${owner}/${'d'.repeat(32)}.mp4`,
      ]);
      await renders(
        async () => (await findGeneration(owner, generationId))?.render?.status === 'done',
      );
      const generation = (await findGeneration(owner, generationId))!;
      // The poster is taken at half a second: in the clip, plain green.
      const poster = await averageColourOf(join(mediaDir, generation.assets[0]!.posterKey!));
      expect(poster.green).toBeGreaterThan(poster.red + 80);
      expect(poster.green).toBeGreaterThan(poster.blue + 80);
    },
    RENDER_TEST_MS,
  );

  it(
    "when a provider is configured (AI_BASE_URL with text, image and speech models), then it writes the narration, the video's cover is its picture and its voice speaks",
    async () => {
      // Only this worker takes the next render.
      await Promise.all(harness.workers.map((worker) => worker.kill()));
      const standIn = await startOpenAiStandIn();
      try {
        await harness.startWorker('render-provider', {
          AI_BASE_URL: standIn.baseUrl,
          AI_API_KEY: 'sk-test',
          AI_TEXT_MODEL: 'text-model',
          AI_IMAGE_MODEL: 'image-model',
          AI_TTS_MODEL: 'tts-model',
          AI_TIMEOUT_MS: '20000',
        });
        const owner = await brandOwner();
        const { generationId } = await queueVideo(owner, 'Announce our pistachio croissant');
        await renders(
          async () => (await findGeneration(owner, generationId))?.render?.status === 'done',
        );
        const generation = (await findGeneration(owner, generationId))!;
        expect(generation.generator).toBe('openai-compatible');
        const asked = standIn.requests.map((request) => request.path);
        expect(asked).toEqual(expect.arrayContaining(['/images/generations', '/audio/speech']));
        // The provider wrote the narration, and spoke it sentence by sentence.
        expect(generation.render!.script).toEqual([
          'Stop scrolling: our new mugs are here.',
          'Hand-thrown, glazed in small batches.',
          'Grab yours through the link in bio.',
        ]);
        const spoken = standIn.requests
          .filter((request) => request.path === '/audio/speech')
          .map((request) => request.body.input);
        // (Spoken twice: too long for the 5 s asked, it was written again for the voice's pace.)
        expect([...new Set(spoken)]).toEqual(generation.render!.script);
        // The stand-in's picture is plain blue; the brand's colours are brown and amber.
        const poster = await averageColourOf(join(mediaDir, generation.assets[0]!.posterKey!));
        expect(poster.blue).toBeGreaterThan(poster.red + 20);
      } finally {
        await standIn.close();
      }
    },
    RENDER_TEST_MS,
  );
});
