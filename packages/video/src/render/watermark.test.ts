import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from '../run-tool.js';
import { renderPoster, renderVideo } from './render-video.js';

const WIDTH = 360;
const HEIGHT = 640;

/** The mean brightness (0 to 255) of a region of a picture or of a video's frame at `atSec`. */
async function meanLumaOf(
  path: string,
  region: { x: number; y: number; width: number; height: number },
  atSec?: number,
): Promise<number> {
  const out = `${path}.${region.x}-${region.y}.gray`;
  await runFfmpeg([
    ...(atSec === undefined ? [] : ['-ss', atSec.toFixed(2)]),
    '-i',
    path,
    '-frames:v',
    '1',
    '-vf',
    `crop=${region.width}:${region.height}:${region.x}:${region.y},format=gray`,
    '-f',
    'rawvideo',
    out,
  ]);
  const pixels = await readFile(out);
  return pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
}

/** The top right corner, where the mark is; the bottom left, where it never is. */
const MARK_REGION = { x: WIDTH * 0.6, y: 0, width: WIDTH * 0.4, height: HEIGHT * 0.08 };
const ELSEWHERE = { x: 0, y: HEIGHT / 2, width: WIDTH / 2, height: HEIGHT / 2 };

describe('the watermark of a Free plan video', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'watermark-test-'));
    // A white scene (the hardest for white text) and two seconds of silence.
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      `color=c=white:s=${WIDTH}x${HEIGHT}`,
      '-frames:v',
      '1',
      join(dir, 'white.png'),
    ]);
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=44100:cl=mono',
      '-t',
      '2',
      join(dir, 'silence.wav'),
    ]);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const render = async (name: string, watermark: boolean | undefined) => {
    const outPath = join(dir, `${name}.mp4`);
    await renderVideo({
      scenes: [{ imagePath: join(dir, 'white.png'), durationSec: 2 }],
      audioPath: join(dir, 'silence.wav'),
      captionsPath: null,
      ...(watermark === undefined ? {} : { watermark }),
      width: WIDTH,
      height: HEIGHT,
      outPath,
      durationSec: 2,
    });
    return outPath;
  };

  it('when a video is rendered with the watermark, then its top right corner carries the mark on every frame and the poster, and the rest of the frame is unchanged', async () => {
    const [marked, plain, unasked] = await Promise.all([
      render('marked', true),
      render('plain', false),
      render('unasked', undefined),
    ]);

    for (const atSec of [0.1, 1.9]) {
      const plainCorner = await meanLumaOf(plain, MARK_REGION, atSec);
      expect(plainCorner).toBeGreaterThan(245);
      expect(await meanLumaOf(unasked, MARK_REGION, atSec)).toBeCloseTo(plainCorner, 0);
      // The translucent tag darkens the white corner.
      expect(await meanLumaOf(marked, MARK_REGION, atSec)).toBeLessThan(plainCorner - 8);
      expect(
        Math.abs(
          (await meanLumaOf(marked, ELSEWHERE, atSec)) -
            (await meanLumaOf(plain, ELSEWHERE, atSec)),
        ),
      ).toBeLessThan(1);
    }

    await renderPoster(marked, join(dir, 'marked.jpg'));
    await renderPoster(plain, join(dir, 'plain.jpg'));
    expect(await meanLumaOf(join(dir, 'marked.jpg'), MARK_REGION)).toBeLessThan(
      (await meanLumaOf(join(dir, 'plain.jpg'), MARK_REGION)) - 8,
    );
  });
});
