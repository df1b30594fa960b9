import { pgmFramesOf, type FaceSample } from './face-track.js';
import { cropLeftExpressionOf, planReframe, shotsOf } from './reframe.js';

const FPS = 3;
const WIDE = 16 / 9;
const TALL = 9 / 16;
/** The crop's width on a 16:9 source, a fraction of the source's width. */
const CROP = TALL / WIDE;

/** Samples a few a second over `seconds`, the face's centre where `centreAt` says (null: none). */
function samplesOf(seconds: number, centreAt: (t: number, index: number) => number | null) {
  const samples: FaceSample[] = [];
  for (let index = 0; index < seconds * FPS; index += 1) {
    const t = index / FPS;
    const centre = centreAt(t, index);
    samples.push({
      t,
      faces: centre === null ? [] : [{ x: centre - 0.08, y: 0.3, width: 0.16, height: 0.28 }],
    });
  }
  return samples;
}

/** A repeatable wobble of ±`size` (a detector's boxes are never quite the same). */
const wobble = (index: number, size: number) =>
  size * Math.sin(index * 2.3) * Math.cos(index * 0.7);

describe('framing a clip around a face', () => {
  it('when a face sits a little unsteadily through a shot, then the crop holds one place around it (no jitter)', () => {
    const plan = planReframe({
      samples: samplesOf(10, (_, index) => 0.3 + wobble(index, 0.025)),
      sourceAspect: WIDE,
      frameAspect: TALL,
      durationSec: 10,
      cuts: [],
    });
    expect(plan.framing).toBe('face');
    if (plan.framing !== 'face') return;
    expect(plan.cropWidth).toBeCloseTo(CROP, 5);
    expect(plan.moves).toEqual([
      { start: 0, end: 10, from: expect.any(Number), to: expect.any(Number) },
    ]);
    const [hold] = plan.moves;
    expect(hold!.from).toBe(hold!.to);
    expect(hold!.from + CROP / 2).toBeCloseTo(0.3, 1);
  });

  it('when the scene cuts and the face is elsewhere after it, then the crop jumps at the cut and holds in each shot', () => {
    const plan = planReframe({
      samples: samplesOf(12, (t, index) => (t < 5 ? 0.22 : 0.75) + wobble(index, 0.015)),
      sourceAspect: WIDE,
      frameAspect: TALL,
      durationSec: 12,
      cuts: [5],
    });
    if (plan.framing !== 'face') throw new Error(plan.reason);
    expect(plan.moves.map((move) => [move.start, move.end])).toEqual([
      [0, 5],
      [5, 12],
    ]);
    expect(plan.moves.every((move) => move.from === move.to)).toBe(true);
    expect(plan.moves[0]!.from + CROP / 2).toBeCloseTo(0.22, 1);
    expect(plan.moves[1]!.from + CROP / 2).toBeCloseTo(0.75, 1);
    expect(plan.reason).toMatch(/2 shots, 0 pans/u);
  });

  it('when a face jumps more than a crop away and stays there with no cut found, then the crop jumps too (a cut the scan missed)', () => {
    const plan = planReframe({
      samples: samplesOf(8, (t) => (t < 4 ? 0.2 : 0.8)),
      sourceAspect: WIDE,
      frameAspect: TALL,
      durationSec: 8,
      cuts: [],
    });
    if (plan.framing !== 'face') throw new Error(plan.reason);
    expect(plan.moves).toHaveLength(2);
    expect(plan.moves[0]!.end).toBeGreaterThan(3.6);
    expect(plan.moves[0]!.end).toBeLessThanOrEqual(4);
    expect(plan.moves[1]!.from).toBe(plan.moves[1]!.to);
    expect(plan.moves[1]!.from + CROP / 2).toBeCloseTo(0.8, 1);
  });

  it('when the speaker walks slowly across the shot, then the crop pans after them (never jumps) and holds between pans', () => {
    const plan = planReframe({
      samples: samplesOf(12, (t) => 0.25 + 0.04 * t),
      sourceAspect: WIDE,
      frameAspect: TALL,
      durationSec: 12,
      cuts: [],
    });
    if (plan.framing !== 'face') throw new Error(plan.reason);
    const pans = plan.moves.filter((move) => move.from !== move.to);
    expect(pans.length).toBeGreaterThan(0);
    // Back to back, each starting where the last one ended: no jump anywhere.
    for (const [index, move] of plan.moves.entries()) {
      if (index > 0) {
        expect(move.start).toBeCloseTo(plan.moves[index - 1]!.end, 6);
        expect(move.from).toBeCloseTo(plan.moves[index - 1]!.to, 6);
      }
      if (move.from !== move.to) expect(move.end - move.start).toBeLessThanOrEqual(0.81);
    }
    // Holds of at least 2 s between pans.
    const holdsBetween = plan.moves.slice(1, -1).filter((move) => move.from === move.to);
    for (const hold of holdsBetween) expect(hold.end - hold.start).toBeGreaterThanOrEqual(1.99);
    // The speaker's face (0.16 wide) is inside the crop all the way.
    for (let t = 0; t < 12; t += 0.25) {
      const move = plan.moves.find((each) => t >= each.start && t < each.end)!;
      const left = move.from + ((move.to - move.from) * (t - move.start)) / (move.end - move.start);
      expect(Math.abs(0.25 + 0.04 * t - (left + CROP / 2))).toBeLessThan(CROP / 2 - 0.05);
    }
  });

  it('when faces are seen in too few of the sampled frames, then the clip is fitted and the reason says how few', () => {
    const plan = planReframe({
      samples: samplesOf(10, (_, index) => (index % 2 === 0 ? 0.4 : null)),
      sourceAspect: WIDE,
      frameAspect: TALL,
      durationSec: 10,
      cuts: [],
    });
    expect(plan).toEqual({ framing: 'fit', reason: expect.stringMatching(/50% .*60% needed/u) });
  });

  it('when the source is already vertical, then it is fitted whatever the faces', () => {
    const plan = planReframe({
      samples: samplesOf(5, () => 0.5),
      sourceAspect: TALL,
      frameAspect: TALL,
      durationSec: 5,
      cuts: [],
    });
    expect(plan.framing).toBe('fit');
  });

  it('when a shot shows no face, then it holds the crop of the shot before it', () => {
    const plan = planReframe({
      samples: samplesOf(12, (t) => (t < 8 ? 0.7 : null)),
      sourceAspect: WIDE,
      frameAspect: TALL,
      durationSec: 12,
      cuts: [8],
    });
    if (plan.framing !== 'face') throw new Error(plan.reason);
    expect(plan.moves).toHaveLength(2);
    expect(plan.moves[1]!.from).toBe(plan.moves[0]!.to);
  });

  it('when cuts fall near the clip’s edges or near each other, then they make no shot of their own', () => {
    expect(shotsOf(10, [0.2, 3, 3.3, 9.8])).toEqual([
      [0, 3],
      [3, 10],
    ]);
  });

  it('when the crop is written for ffmpeg, then holds are constants and pans straight lines in t, one stretch after another', () => {
    expect(
      cropLeftExpressionOf([
        { start: 0, end: 2, from: 0.1, to: 0.1 },
        { start: 2, end: 2.8, from: 0.1, to: 0.3 },
        { start: 2.8, end: 6, from: 0.3, to: 0.3 },
      ]),
    ).toBe('if(lt(t,2),0.1,if(lt(t,2.8),0.1+0.2*(t-2)/0.8,0.3))');
  });

  it('when ffmpeg writes gray PGM frames one after another, then each is read with its size', () => {
    const frame = (width: number, height: number, value: number) =>
      Buffer.concat([
        Buffer.from(`P5\n${width} ${height}\n255\n`),
        Buffer.alloc(width * height, value),
      ]);
    const frames = pgmFramesOf(Buffer.concat([frame(4, 2, 7), frame(4, 2, 9)]));
    expect(
      frames.map((each) => [each.width, each.height, each.pixels.length, each.pixels[0]]),
    ).toEqual([
      [4, 2, 8, 7],
      [4, 2, 8, 9],
    ]);
  });
});
