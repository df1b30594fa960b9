import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandProfile, generationInput } from '@postcraft/generation/test-support';
import { clipOfScene, makeVideo } from './make-video.js';
import { runFfmpeg } from './run-tool.js';
import { meanVolumeOf, probeVideo } from './probe/probe-video.js';

describe('a short video from a prompt', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'make-video-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('when a 5-second video is made offline, then it is a vertical H.264/AAC MP4 of the narration, with sound, captions timed inside it, a poster and subtitles', async () => {
    const progress: Array<[string, number]> = [];
    const made = await makeVideo({
      input: generationInput(['tiktok'], {
        description: 'Announce our new pistachio croissant, 3.50 euros',
        seed: 3,
        brand: brandProfile({ name: 'Maya Bakes', niche: 'food', colors: ['#7c2d12', '#f59e0b'] }),
      }),
      durationSec: 5,
      workDir: dir,
      // A smaller frame keeps the test to seconds; the product renders 1080×1920.
      frames: [{ width: 270, height: 480 }],
      onProgress: (stage, fraction) => progress.push([stage, fraction]),
    });
    const [video] = made.videos;
    const probed = await probeVideo(video!.videoPath);
    expect(probed).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
      width: 270,
      height: 480,
    });
    // The length asked, ±0.5 s, whatever the voice's own pace.
    expect(Math.abs(probed.durationSec - 5)).toBeLessThanOrEqual(0.5);
    expect(await meanVolumeOf(video!.videoPath)).toBeGreaterThan(-45);
    expect(made.script[0]).toMatch(/pistachio croissant/u);
    expect(made.words.at(-1)!.end).toBeLessThanOrEqual(probed.durationSec + 0.05);
    expect(readFileSync(made.srtPath, 'utf8')).toMatch(/^1\n00:00:00,\d{3} --> /u);
    expect(readFileSync(made.vttPath, 'utf8')).toMatch(/^WEBVTT\n\n00:00:00\.\d{3} --> /u);
    expect(existsSync(video!.posterPath)).toBe(true);
    // Every stage reported in order, the fraction never going back, rendering reported inside.
    const stages = [...new Set(progress.map(([stage]) => stage))];
    expect(stages).toEqual(['writing', 'voicing', 'drawing', 'rendering', 'checking']);
    const fractions = progress.map(([, fraction]) => fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(progress.filter(([stage]) => stage === 'rendering').length).toBeGreaterThan(2);
  });

  it('when "no voice" is asked, then the video is silent and its captions still follow the script', async () => {
    const made = await makeVideo({
      input: generationInput(['linkedin'], {
        description: 'Our spring opening hours',
        seed: 5,
        brand: brandProfile({ name: 'Maya Bakes', niche: 'food' }),
      }),
      durationSec: 5,
      voice: 'none',
      workDir: await mkdtemp(join(dir, 'silent-')),
      frames: [{ width: 240, height: 240 }],
    });
    const probed = await probeVideo(made.videos[0]!.videoPath);
    expect(probed).toMatchObject({ audioCodec: 'aac', width: 240, height: 240 });
    expect(Math.abs(probed.durationSec - 5)).toBeLessThanOrEqual(0.5);
    expect(await meanVolumeOf(made.videos[0]!.videoPath)).toBeLessThan(-80);
    expect(made.words.map((word) => word.text).join(' ')).toBe(made.script.join(' '));
    expect(made.words.at(-1)!.end).toBeLessThanOrEqual(probed.durationSec + 0.05);
  });

  it('when several frame sizes are asked, then one video of each comes from the same narration', async () => {
    const made = await makeVideo({
      input: generationInput(['tiktok', 'linkedin'], { description: 'Our rye loaf', seed: 2 }),
      durationSec: 5,
      voice: 'none',
      workDir: await mkdtemp(join(dir, 'frames-')),
      frames: [
        { width: 270, height: 480 },
        { width: 320, height: 320 },
      ],
    });
    const probed = await Promise.all(made.videos.map((video) => probeVideo(video.videoPath)));
    expect(probed.map(({ width, height }) => [width, height])).toEqual([
      [270, 480],
      [320, 320],
    ]);
    expect(Math.abs(probed[0]!.durationSec - probed[1]!.durationSec)).toBeLessThan(0.1);
  });

  it('when the user gives clips, then they are the scenes between the cover and the call, looped to fill them', async () => {
    const workDir = await mkdtemp(join(dir, 'clips-'));
    // A one-second clip of plain green, shorter than any scene.
    const clip = join(workDir, 'green.webm');
    await runFfmpeg(['-f', 'lavfi', '-i', 'color=c=#00ff00:s=320x240:d=1:r=25', clip]);
    const made = await makeVideo({
      input: generationInput(['tiktok'], {
        description: 'Announce our new pistachio croissant, 3.50 euros, only 20 a day',
        seed: 3,
        brand: brandProfile({ name: 'Maya Bakes', niche: 'food', colors: ['#7c2d12', '#f59e0b'] }),
      }),
      durationSec: 10,
      voice: 'none',
      clips: [clip],
      workDir,
      frames: [{ width: 270, height: 480 }],
    });
    const probed = await probeVideo(made.videos[0]!.videoPath);
    expect(Math.abs(probed.durationSec - 10)).toBeLessThanOrEqual(0.5);
    // One frame a second, each shrunk to its average colour: the clip's green shows, the
    // brand's cover and call (no green in them) come first and last.
    const pixels = join(workDir, 'pixels.rgb');
    await runFfmpeg([
      '-i',
      made.videos[0]!.videoPath,
      '-vf',
      'fps=1,scale=1:1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      pixels,
    ]);
    const bytes = readFileSync(pixels);
    const isGreen = Array.from({ length: bytes.length / 3 }, (_, index) => {
      const [red, green, blue] = bytes.subarray(index * 3, index * 3 + 3);
      return green! > red! + 80 && green! > blue! + 80;
    });
    expect(isGreen.some(Boolean)).toBe(true);
    expect(isGreen[0]).toBe(false);
    expect(isGreen.at(-1)).toBe(false);
  });

  it('when clips are given, then the scenes between the cover and the call take them in turn', () => {
    const clips = ['a.mp4', 'b.mp4'];
    expect([0, 1, 2, 3, 4].map((index) => clipOfScene(clips, index, 5))).toEqual([
      undefined,
      'a.mp4',
      'b.mp4',
      'a.mp4',
      undefined,
    ]);
    // Only a cover and a call: the first clip replaces the cover.
    expect([0, 1].map((index) => clipOfScene(clips, index, 2))).toEqual(['a.mp4', undefined]);
    expect(clipOfScene([], 1, 5)).toBeUndefined();
  });

  it('when the render is aborted, then it stops with the abort reason', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled by the user');
    const made = makeVideo({
      input: generationInput(['tiktok'], { description: 'A long story about bread', seed: 1 }),
      durationSec: 20,
      workDir: await mkdtemp(join(dir, 'aborted-')),
      frames: [{ width: 270, height: 480 }],
      signal: controller.signal,
      onProgress: (stage) => {
        if (stage === 'rendering') controller.abort(reason);
      },
    });
    await expect(made).rejects.toBe(reason);
  });
});
