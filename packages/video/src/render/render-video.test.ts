import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assCaptionsOf } from '../captions/ass-captions.js';
import { captionLinesOf } from '../captions/caption-lines.js';
import { meanVolumeOf, probeVideo } from '../probe/probe-video.js';
import { runTool } from '../run-tool.js';
import { narrate } from '../voice/narrate.js';
import { renderPoster, renderVideo } from './render-video.js';

/** A plain still of one colour, as a scene's picture. */
async function still(path: string, colour: string) {
  await runTool('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=${colour}:s=540x960`,
    '-frames:v',
    '1',
    path,
  ]);
}

describe('a short video with voice-over and captions', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'video-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('when a narration and two scenes are rendered, then the file is a 9:16 H.264/AAC MP4 as long as the voice, with sound and timed captions', async () => {
    const narration = await narrate(
      ['Our pistachio croissant is here.', 'Just 3.50 euros.'],
      join(dir, 'voice.wav'),
    );
    expect(narration.durationSec).toBeGreaterThan(1.5);
    expect(narration.durationSec).toBeLessThan(5);
    expect(narration.words.map((word) => word.text)).toEqual([
      'Our',
      'pistachio',
      'croissant',
      'is',
      'here.',
      'Just',
      '3.50',
      'euros.',
    ]);
    for (const word of narration.words) {
      expect(word.start).toBeGreaterThanOrEqual(0);
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.end).toBeLessThanOrEqual(narration.durationSec + 0.01);
    }

    const captions = join(dir, 'captions.ass');
    await writeFile(
      captions,
      assCaptionsOf(captionLinesOf(narration.words), {
        width: 360,
        height: 640,
        highlight: '#f59e0b',
        bottomMargin: 140,
      }),
    );
    await still(join(dir, 'one.png'), '0x7c2d12');
    await still(join(dir, 'two.png'), '0x1e3a8a');
    const half = narration.durationSec / 2 + 0.5;
    const out = join(dir, 'video.mp4');
    await renderVideo({
      scenes: [
        { imagePath: join(dir, 'one.png'), durationSec: half },
        { imagePath: join(dir, 'two.png'), durationSec: half },
      ],
      audioPath: narration.wavPath,
      captionsPath: captions,
      width: 360,
      height: 640,
      outPath: out,
    });

    const probed = await probeVideo(out);
    expect(probed).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
      width: 360,
      height: 640,
      pixelFormat: 'yuv420p',
    });
    expect(probed.fps).toBeCloseTo(30, 0);
    expect(Math.abs(probed.durationSec - narration.durationSec)).toBeLessThan(0.5);
    expect(await meanVolumeOf(out)).toBeGreaterThan(-45);

    await renderPoster(out, join(dir, 'poster.jpg'));
    expect(existsSync(join(dir, 'poster.jpg'))).toBe(true);
  });
});
