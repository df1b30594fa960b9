import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandProfile, generationInput } from '@postcraft/generation/test-support';
import { makeVideo } from './make-video.js';
import { meanVolumeOf, probeVideo } from './probe/probe-video.js';

describe('a short video from a prompt', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'make-video-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('when a 5-second video is made offline, then it is a vertical H.264/AAC MP4 of the narration, with sound, captions timed inside it, a poster and subtitles', async () => {
    const made = await makeVideo({
      input: generationInput(['tiktok'], {
        description: 'Announce our new pistachio croissant, 3.50 euros',
        seed: 3,
        brand: brandProfile({ name: 'Maya Bakes', niche: 'food', colors: ['#7c2d12', '#f59e0b'] }),
      }),
      durationSec: 5,
      workDir: dir,
      // A smaller frame keeps the test to seconds; the product renders 1080×1920.
      width: 540,
      height: 960,
    });
    const probed = await probeVideo(made.videoPath);
    expect(probed).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
      width: 540,
      height: 960,
    });
    expect(probed.durationSec).toBeGreaterThan(2);
    expect(probed.durationSec).toBeLessThan(8);
    expect(await meanVolumeOf(made.videoPath)).toBeGreaterThan(-45);
    expect(made.script[0]).toMatch(/pistachio croissant/u);
    expect(made.words.at(-1)!.end).toBeLessThanOrEqual(probed.durationSec + 0.05);
    expect(readFileSync(made.srtPath, 'utf8')).toMatch(/^1\n00:00:00,\d{3} --> /u);
    expect(existsSync(made.posterPath)).toBe(true);
  });
});
