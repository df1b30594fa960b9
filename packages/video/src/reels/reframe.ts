import type { FaceBox, FaceSample } from './face-track.js';

/** How a clip's picture fills the 9:16 frame: cropped around a face, or fitted over its blur. */
export type Framing = 'face' | 'fit';

/**
 * A stretch of the clip where the crop's left edge (a fraction of the source's width) goes from
 * `from` to `to` in a straight line: a hold when they are equal, a slow pan when not.
 */
export interface CropMove {
  start: number;
  end: number;
  from: number;
  to: number;
}

export type ReframePlan =
  | {
      framing: 'face';
      /** The crop's width, a fraction of the source's (its height is the source's). */
      cropWidth: number;
      /** Back to back from the clip's start to its end. */
      moves: CropMove[];
      reason: string;
    }
  | { framing: 'fit'; reason: string };

export interface ReframeInput {
  samples: readonly FaceSample[];
  /** The source's width over its height. */
  sourceAspect: number;
  /** The clip's frame width over height (9:16). */
  frameAspect: number;
  durationSec: number;
  /** Scene cuts inside the clip, in seconds from its start. */
  cuts: readonly number[];
}

/** The share of sampled frames that must show a face for the crop to follow it. */
export const FACE_SHARE_MIN = 0.6;
/** Samples in the running median that takes out a detection's stray frame. */
const MEDIAN_SPAN = 5;
/** How much of the distance to the median each sample closes (exponential smoothing). */
const SMOOTHING = 0.35;
/** The face may drift this share of the crop's width from where it was before the crop moves. */
const DEAD_ZONE = 0.22;
/** A move inside a shot is a pan this long, never a jump (a jump is left to the scene cuts). */
const PAN_SEC = 0.8;
/** After a move the crop holds at least this long. */
const MIN_HOLD_SEC = 2;
/** Cuts nearer than this to the clip's edges or to another cut make no shot of their own. */
const MIN_SHOT_SEC = 0.5;
/** A source no wider than this much more than the frame is fitted (it is already vertical). */
const VERTICAL_SLACK = 1.15;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const centreOf = (face: FaceBox) => face.x + face.width / 2;
const areaOf = (face: FaceBox) => face.width * face.height;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The face the crop follows in each sample of a shot: the largest at first, then, among faces
 * at least half as large as the largest one, the one nearest the face followed before (two
 * people taking turns do not swing the crop between them on every frame).
 */
function followedCentres(samples: readonly FaceSample[]): Array<number | null> {
  let previous: number | null = null;
  return samples.map((sample) => {
    if (sample.faces.length === 0) return null;
    const largest = Math.max(...sample.faces.map(areaOf));
    const large = sample.faces.filter((face) => areaOf(face) >= largest / 2);
    const chosen: FaceBox =
      previous === null
        ? large.reduce((best, face) => (areaOf(face) > areaOf(best) ? face : best))
        : large.reduce((best, face) =>
            Math.abs(centreOf(face) - previous!) < Math.abs(centreOf(best) - previous!)
              ? face
              : best,
          );
    previous = centreOf(chosen);
    return previous;
  });
}

/** The shots of the clip: its span cut at the scene cuts far enough from its edges and each other. */
export function shotsOf(durationSec: number, cuts: readonly number[]): Array<[number, number]> {
  const edges = [0];
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    if (cut - edges[edges.length - 1]! >= MIN_SHOT_SEC && durationSec - cut >= MIN_SHOT_SEC) {
      edges.push(cut);
    }
  }
  edges.push(durationSec);
  return edges.slice(1).map((end, index) => [edges[index]!, end]);
}

/** Samples back that the face's speed is measured over (about a second). */
const SPEED_SPAN = 3;
/** Samples in a row that must agree before a face seen elsewhere counts as a cut the scan missed. */
const JUMP_SAMPLES = 3;

/**
 * The crop's left edge through one shot, from the followed face's centre in each sample: a
 * running median, then exponential smoothing; the crop starts where the shot's first samples put
 * it and moves (a pan to the median's place) only when the smoothed face has left the dead zone
 * around where it was, and then holds at least `MIN_HOLD_SEC`. A face that is suddenly more than
 * a crop's width away, and stays there, is a cut the scene scan missed (two shots of the same
 * room): the crop jumps there, between the two samples. Null when no face is seen in the shot.
 */
function shotMoves(
  start: number,
  end: number,
  times: readonly number[],
  centres: ReadonlyArray<number | null>,
  cropWidth: number,
): CropMove[] | null {
  const known = centres.filter((centre): centre is number => centre !== null);
  if (known.length === 0) return null;
  const leftOf = (centre: number) => Math.min(1 - cropWidth, Math.max(0, centre - cropWidth / 2));
  // Frames where the face was missed keep the last place it was seen (the first, before it is).
  let last = known[0]!;
  const filled = centres.map((centre) => (centre === null ? last : (last = centre)));
  const half = MEDIAN_SPAN >> 1;
  const medians = filled.map((_, index) =>
    median(filled.slice(Math.max(0, index - half), index + half + 1)),
  );
  let smoothed = median(medians.slice(0, MEDIAN_SPAN));
  let at = leftOf(smoothed);
  const moves: CropMove[] = [];
  let holdFrom = start;
  let quietUntil = start;
  for (const [index, time] of times.entries()) {
    const next = filled.slice(index, index + JUMP_SAMPLES);
    const previous = filled[index - 1];
    if (
      previous !== undefined &&
      next.length === JUMP_SAMPLES &&
      next.every((centre) => Math.abs(centre - previous) > cropWidth) &&
      Math.max(...next) - Math.min(...next) < cropWidth / 2
    ) {
      const cut = (times[index - 1]! + time) / 2;
      if (cut > holdFrom) moves.push({ start: holdFrom, end: cut, from: at, to: at });
      smoothed = median(next);
      at = leftOf(smoothed);
      holdFrom = cut;
      quietUntil = cut + MIN_HOLD_SEC;
      // The median still holds the old place for a few samples: it starts again from here.
      for (let ahead = index; ahead < medians.length; ahead += 1) {
        medians[ahead] = median(filled.slice(index, ahead + half + 1).slice(-MEDIAN_SPAN));
      }
      continue;
    }
    smoothed += SMOOTHING * (medians[index]! - smoothed);
    // A face that is moving is led a little (where it will be half-way through the next hold),
    // never by more than the dead zone: a speaker walking across stays inside the crop.
    const back = Math.max(0, index - SPEED_SPAN);
    const speed = index > back ? (medians[index]! - medians[back]!) / (time - times[back]!) : 0;
    const lead = Math.max(
      -DEAD_ZONE * cropWidth,
      Math.min(DEAD_ZONE * cropWidth, speed * (PAN_SEC + MIN_HOLD_SEC / 2)),
    );
    const target = leftOf(medians[index]! + lead);
    if (time < quietUntil || Math.abs(leftOf(smoothed) - at) <= DEAD_ZONE * cropWidth) continue;
    const panEnd = Math.min(end, time + PAN_SEC);
    if (panEnd - time < 0.1) break;
    if (time > holdFrom) moves.push({ start: holdFrom, end: time, from: at, to: at });
    moves.push({ start: time, end: panEnd, from: at, to: target });
    at = target;
    holdFrom = panEnd;
    quietUntil = panEnd + MIN_HOLD_SEC;
  }
  if (end > holdFrom) moves.push({ start: holdFrom, end, from: at, to: at });
  return moves;
}

/**
 * How a clip is framed: fitted when the source is already vertical or faces are seen in too few
 * of the sampled frames; else a crop of the source's full height and the frame's shape that
 * follows the face, held steady within each shot (small moves ignored, larger ones panned
 * slowly) and free to jump at the scene cuts only. A shot with no face holds the crop of the
 * shot before it (or after it, for the first).
 */
export function planReframe(input: ReframeInput): ReframePlan {
  const { samples, sourceAspect, frameAspect, durationSec } = input;
  if (sourceAspect <= frameAspect * VERTICAL_SLACK) {
    return { framing: 'fit', reason: 'The source is already vertical: it is fitted, not cropped.' };
  }
  const withFaces = samples.filter((sample) => sample.faces.length > 0).length;
  const share = samples.length > 0 ? withFaces / samples.length : 0;
  if (share < FACE_SHARE_MIN) {
    return {
      framing: 'fit',
      reason: `A face was seen in ${percent(share)} of the sampled frames (${percent(FACE_SHARE_MIN)} needed): the source is fitted over its blur.`,
    };
  }
  const cropWidth = frameAspect / sourceAspect;
  const shots = shotsOf(durationSec, input.cuts);
  const perShot = shots.map(([start, end], index) => {
    const last = index === shots.length - 1;
    const inShot = samples.filter((sample) => sample.t >= start && (last || sample.t < end));
    return shotMoves(
      start,
      end,
      inShot.map((sample) => sample.t),
      followedCentres(inShot),
      cropWidth,
    );
  });
  // Shots with no face hold the crop of their neighbour (the one before, else the one after).
  const filled: CropMove[][] = [];
  for (const [index, [start, end]] of shots.entries()) {
    const own = perShot[index];
    if (own) {
      filled.push(own);
      continue;
    }
    const before = filled[index - 1]?.at(-1)?.to;
    const after = perShot.slice(index + 1).find((moves) => moves !== null)?.[0]?.from;
    const left = before ?? after ?? (1 - cropWidth) / 2;
    filled.push([{ start, end, from: left, to: left }]);
  }
  const moves = filled.flat();
  const pans = moves.filter((move) => move.from !== move.to).length;
  return {
    framing: 'face',
    cropWidth,
    moves,
    reason: `A face was seen in ${percent(share)} of the sampled frames: the crop follows it (${shots.length} shot${shots.length === 1 ? '' : 's'}, ${pans} pan${pans === 1 ? '' : 's'} within them).`,
  };
}

const decimal = (value: number) => String(Number(value.toFixed(4)));

/**
 * The crop's left edge as an ffmpeg expression of the clip's time `t` (a fraction of the
 * source's width, to be multiplied by `iw`): one `if(lt(t,end),…)` per stretch, holds as
 * constants and pans as straight lines.
 */
export function cropLeftExpressionOf(moves: readonly CropMove[]): string {
  const valueOf = (move: CropMove) =>
    move.from === move.to
      ? decimal(move.from)
      : `${decimal(move.from)}+${decimal(move.to - move.from)}*(t-${decimal(move.start)})/${decimal(move.end - move.start)}`;
  if (moves.length === 0) return '0';
  let expression = valueOf(moves[moves.length - 1]!);
  for (let index = moves.length - 2; index >= 0; index -= 1) {
    const move = moves[index]!;
    expression = `if(lt(t,${decimal(move.end)}),${valueOf(move)},${expression})`;
  }
  return expression;
}
