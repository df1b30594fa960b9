import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from '../run-tool.js';
import { WATERMARK_TEXT } from '../render/watermark.js';
import { buildFaceSource } from './face-test-source.js';
import { faceDetector, pgmFramesOf, type GrayFrame } from './face-track.js';
import { renderReel, type ReelRenderRequest } from './render-reel.js';
import { detectSceneCuts } from './source-signals.js';

const FRAME = { width: 360, height: 640 };

/** A frame of a video at `atSec`, gray. */
async function grayFrameAt(path: string, atSec: number): Promise<GrayFrame> {
  const out = `${path}.${atSec}.pgm`;
  await runFfmpeg([
    // (A still read with `-ss 0` gives no frame.)
    ...(atSec > 0 ? ['-ss', atSec.toFixed(2)] : []),
    '-i',
    path,
    '-frames:v',
    '1',
    '-vf',
    'format=gray',
    '-f',
    'image2pipe',
    '-c:v',
    'pgm',
    out,
  ]);
  const [frame] = pgmFramesOf(await readFile(out));
  if (!frame) throw new Error(`no frame at ${atSec} s in ${path}`);
  return frame;
}

/** The mean difference (0 to 255) of two frames in a region (fractions of the frame). */
function meanDifference(
  a: GrayFrame,
  b: GrayFrame,
  region: { x: number; y: number; width: number; height: number },
) {
  let sum = 0;
  let count = 0;
  const [x0, x1] = [
    Math.round(region.x * a.width),
    Math.round((region.x + region.width) * a.width),
  ];
  const [y0, y1] = [
    Math.round(region.y * a.height),
    Math.round((region.y + region.height) * a.height),
  ];
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      sum += Math.abs(a.pixels[y * a.width + x]! - b.pixels[y * b.width + x]!);
      count += 1;
    }
  }
  return sum / count;
}

describe('clips cropped around the speaker’s face', () => {
  let dir: string;
  let faceSource: string;
  let blankSource: string;
  const render = (name: string, extra: Partial<ReelRenderRequest> & { sourcePath: string }) =>
    renderReel({
      hasAudio: false,
      start: 0,
      end: 8,
      words: [],
      ...FRAME,
      highlight: '#f59e0b',
      title: null,
      outPath: join(dir, `${name}.mp4`),
      posterPath: join(dir, `${name}.jpg`),
      assPath: join(dir, `${name}.ass`),
      srtPath: join(dir, `${name}.srt`),
      vttPath: join(dir, `${name}.vtt`),
      ...extra,
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reels-faces-'));
    // 1920×1080: the speaker on the left for 4 s, then, after a cut, on the right.
    faceSource = await buildFaceSource({
      shots: [
        { centre: 0.22, seconds: 4, colour: '0x1e3a8a' },
        { centre: 0.75, seconds: 4, colour: '0xd97706' },
      ],
      width: 1920,
      height: 1080,
      dir,
      outPath: join(dir, 'face-source.mp4'),
    });
    blankSource = await buildFaceSource({
      shots: [{ centre: null, seconds: 3, colour: '0x065f46' }],
      width: 1920,
      height: 1080,
      dir,
      outPath: join(dir, 'blank-source.mp4'),
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('when the drawn face is in the source, then the cascade finds it where it was placed', async () => {
    const detector = await faceDetector();
    const frame = await grayFrameAt(faceSource, 1);
    const faces = detector.detect(frame);
    expect(faces).toHaveLength(1);
    expect(faces[0]!.x + faces[0]!.width / 2).toBeCloseTo(0.22, 1);
  });

  it('when the speaker sits off-centre and is elsewhere after a scene cut, then the 9:16 crop follows the face into the middle of the frame in both shots, holding still within each', async () => {
    const cuts = await detectSceneCuts(faceSource);
    expect(cuts).toEqual([expect.closeTo(4, 0)]);
    const rendered = await render('face', { sourcePath: faceSource, cuts });
    expect(rendered).toEqual({
      framing: 'face',
      framingReason: expect.stringMatching(/2 shots, 0 pans/u),
    });
    const out = join(dir, 'face.mp4');
    const detector = await faceDetector();
    const frames = await Promise.all([0.5, 3.5, 4.6, 7.5].map((at) => grayFrameAt(out, at)));
    for (const frame of frames) {
      expect([frame.width, frame.height]).toEqual([FRAME.width, FRAME.height]);
      // The face is found again on the clip's own frame, near its horizontal middle.
      const faces = detector.detect(frame);
      expect(faces).toHaveLength(1);
      expect(faces[0]!.x + faces[0]!.width / 2).toBeGreaterThan(0.4);
      expect(faces[0]!.x + faces[0]!.width / 2).toBeLessThan(0.6);
    }
    // Within a shot the still lines behind the face stay where they were: the crop did not move.
    const band = { x: 0, y: 0.12, width: 1, height: 0.1 };
    expect(meanDifference(frames[0]!, frames[1]!, band)).toBeLessThan(2);
    expect(meanDifference(frames[2]!, frames[3]!, band)).toBeLessThan(2);
    // The poster shows the face too.
    const poster = await grayFrameAt(join(dir, 'face.jpg'), 0);
    expect(detector.detect(poster)).toHaveLength(1);
  });

  it('when the source shows no face, then the clip is the blur-padded fit and says why', async () => {
    const rendered = await render('blank', { sourcePath: blankSource, end: 3 });
    expect(rendered).toEqual({
      framing: 'fit',
      framingReason: expect.stringMatching(/^A face was seen in 0% of the sampled frames/u),
    });
  });

  it('when faces cannot be looked for (no cascade file), then the clip is still made, fitted, and the reason says so', async () => {
    const rendered = await render('no-cascade', {
      sourcePath: faceSource,
      end: 2,
      faceCascadePath: join(dir, 'missing-cascade.xml'),
    });
    expect(rendered.framing).toBe('fit');
    expect(rendered.framingReason).toMatch(/^Faces could not be looked for \(no face cascade/u);
  });

  it('when a watermark is asked, then it is drawn in the top right corner, clear of the title and captions, and nowhere else', async () => {
    const plain = await render('plain', { sourcePath: blankSource, end: 2, reframe: 'fit' });
    expect(plain.framing).toBe('fit');
    expect(plain.framingReason).toBe('The blur-padded fit was asked for.');
    await render('marked', {
      sourcePath: blankSource,
      end: 2,
      reframe: 'fit',
      watermark: WATERMARK_TEXT,
    });
    const [a, b] = await Promise.all(
      ['plain', 'marked'].map((name) => grayFrameAt(join(dir, `${name}.mp4`), 1)),
    );
    expect(meanDifference(a!, b!, { x: 0.55, y: 0, width: 0.45, height: 0.08 })).toBeGreaterThan(3);
    // Not under the title (from 10 % of the height), nor the captions, nor on the left.
    expect(meanDifference(a!, b!, { x: 0, y: 0.09, width: 1, height: 0.91 })).toBeLessThan(0.5);
    expect(meanDifference(a!, b!, { x: 0, y: 0, width: 0.4, height: 0.09 })).toBeLessThan(0.5);
  });
});
