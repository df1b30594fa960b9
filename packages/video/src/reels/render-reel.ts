import { writeFile } from 'node:fs/promises';
import { assCaptionsOf } from '../captions/ass-captions.js';
import { captionLinesOf, srtOf, vttOf } from '../captions/caption-lines.js';
import { probeVideo } from '../probe/probe-video.js';
import { renderPoster } from '../render/render-video.js';
import { watermarkFilterOf } from '../render/watermark.js';
import { runFfmpeg } from '../run-tool.js';
import type { TimedWord } from '../voice/timed-word.js';
import { faceDetector, sampleFaces } from './face-track.js';
import { cropLeftExpressionOf, planReframe, type CropMove, type Framing } from './reframe.js';

export interface ReelRenderRequest {
  sourcePath: string;
  hasAudio: boolean;
  start: number;
  end: number;
  /** The source's words; those inside the clip are captioned, their times from its start. */
  words: readonly TimedWord[];
  width: number;
  height: number;
  /** The spoken word's colour in the captions. */
  highlight: string;
  /** A short title (the hook) shown at the top for the whole clip, or null for none. */
  title: string | null;
  outPath: string;
  posterPath: string;
  assPath: string;
  srtPath: string;
  vttPath: string;
  /**
   * 'auto' (the default): a crop that follows the face when faces are seen in most of the clip,
   * else the blur-padded fit; 'fit': always the fit.
   */
  reframe?: 'auto' | 'fit';
  /** The source's scene cuts (seconds in the source): the face crop jumps only there. */
  cuts?: readonly number[];
  /** A mark drawn at the top right of every frame (a Free plan's clip), or null for none. */
  watermark?: string | null;
  /** The face cascade read (OpenCV's frontal face cascade from `opencv-data` when absent). */
  faceCascadePath?: string;
  signal?: AbortSignal;
}

export interface RenderedReel {
  framing: Framing;
  /** Why the clip is framed so, in a sentence (a fit when faces could not be looked for says why). */
  framingReason: string;
}

/** A crop that follows a face: its width (a fraction of the source's) and its left edge through the clip. */
export interface ReelCrop {
  cropWidth: number;
  moves: readonly CropMove[];
}

const FPS = 30;

/** Paths inside a filter graph: its own separators escaped. */
const filterPath = (path: string) => path.replace(/\\/gu, '/').replace(/([:'[\],;])/gu, '\\$1');
const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * The title at the top of the frame, above the picture, for the whole clip: the captions' font
 * and box, smaller, so it reads as the clip's headline. Added to the captions' ASS script.
 */
export function withTitle(
  ass: string,
  title: string,
  width: number,
  height: number,
  durationSec: number,
) {
  const fontSize = Math.round(width * 0.058);
  const side = Math.round(width * 0.08);
  const style = `Style: Title,DejaVu Sans,${fontSize},&H00FFFFFF&,&H00FFFFFF&,&H00000000&,&H40000000&,-1,0,0,0,100,100,0,0,4,${Math.round(fontSize * 0.3)},0,8,${side},${side},${Math.round(height * 0.1)},1`;
  const centis = Math.round(durationSec * 100);
  const end = `${Math.floor(centis / 360_000)}:${String(Math.floor(centis / 6000) % 60).padStart(2, '0')}:${String(Math.floor(centis / 100) % 60).padStart(2, '0')}.${String(centis % 100).padStart(2, '0')}`;
  const text = title.replace(/[{}\\]/gu, '');
  return `${ass.replace(/^(Style: Caption.*)$/mu, `$1\n${style}`)}Dialogue: 1,0:00:00.00,${end},Title,,0,0,0,,${text}\n`;
}

/** The clip's words, timed from its start (a word cut by an edge is kept when half of it is in). */
export function wordsInClip(words: readonly TimedWord[], start: number, end: number): TimedWord[] {
  return words
    .filter((word) => (word.start + word.end) / 2 >= start && (word.start + word.end) / 2 <= end)
    .map((word) => ({
      text: word.text,
      start: Math.max(0, word.start - start),
      end: Math.min(end - start, word.end - start),
    }));
}

/**
 * The 9:16 picture: the whole source fitted to the frame's width, over a blurred, darkened copy
 * of itself filling the frame (blurred at an eighth of the size, so it costs little), then the
 * captions burned in. With a crop, the source's full height is cut to the frame's shape around
 * the face (the crop's left edge an expression of the time, evaluated per frame) and scaled to
 * fill the frame instead. The watermark, when given, is drawn last, in the same pass.
 */
export function reelFilterOf(
  width: number,
  height: number,
  assPath: string,
  options: { crop?: ReelCrop | null; watermark?: string | null } = {},
): string {
  const overlays = [
    `subtitles=filename='${filterPath(assPath)}'`,
    ...(options.watermark ? [watermarkFilterOf(width, height, options.watermark)] : []),
    'format=yuv420p[video]',
  ].join(',');
  if (options.crop) {
    return (
      `[0:v]fps=${FPS},crop=w='2*trunc(ih*${width}/${height}/2)':h=ih:` +
      `x='iw*(${cropLeftExpressionOf(options.crop.moves)})':y=0,` +
      `scale=${width}:${height}:flags=bicubic,setsar=1,${overlays}`
    );
  }
  const smallW = even(width / 8);
  const smallH = even(height / 8);
  return [
    `[0:v]fps=${FPS},split=2[backsrc][frontsrc]`,
    `[backsrc]scale=${smallW}:${smallH}:force_original_aspect_ratio=increase,crop=${smallW}:${smallH},` +
      `boxblur=${Math.max(2, Math.round(smallW / 8))}:2,lutyuv=y='val*0.6',eq=saturation=0.8,` +
      `scale=${width}:${height},setsar=1[back]`,
    `[frontsrc]scale=${width}:${height}:force_original_aspect_ratio=decrease:flags=bicubic,setsar=1[front]`,
    `[back][front]overlay=(W-w)/2:(H-h)/2,${overlays}`,
  ].join(';');
}

/**
 * How the clip is framed: the face crop when asked for (the default) and faces are seen in
 * enough of its sampled frames, else the fit, with the reason. Looking for faces never fails
 * the clip: no cascade file or no opencv.js is a fit that says so.
 */
async function framingOf(request: ReelRenderRequest): Promise<RenderedReel & { crop?: ReelCrop }> {
  if (request.reframe === 'fit') {
    return { framing: 'fit', framingReason: 'The blur-padded fit was asked for.' };
  }
  let detector;
  try {
    detector = await faceDetector(request.faceCascadePath);
  } catch (error) {
    return {
      framing: 'fit',
      framingReason: `Faces could not be looked for (${(error as Error).message}): the source is fitted over its blur.`,
    };
  }
  const { start, end } = request;
  let found;
  try {
    found = await sampleFaces(
      detector,
      request.sourcePath,
      start,
      end,
      `${request.assPath}.frames.pgm`,
      request.signal,
    );
  } catch (error) {
    request.signal?.throwIfAborted();
    return {
      framing: 'fit',
      framingReason: `Faces could not be looked for (${(error as Error).message.split('\n')[0]}): the source is fitted over its blur.`,
    };
  }
  const plan = planReframe({
    samples: found.samples,
    sourceAspect: found.aspect,
    frameAspect: request.width / request.height,
    durationSec: end - start,
    cuts: (request.cuts ?? []).filter((cut) => cut > start && cut < end).map((cut) => cut - start),
  });
  return plan.framing === 'face'
    ? { framing: 'face', framingReason: plan.reason, crop: plan }
    : { framing: 'fit', framingReason: plan.reason };
}

/**
 * One clip in one ffmpeg pass (seeking before the input, so only the clip is decoded): 9:16
 * (cropped around a face or fitted over its blur), captions burned in, H.264 superfast + AAC,
 * `+faststart`; its poster and its captions as SubRip and WebVTT; checked with ffprobe.
 */
export async function renderReel(request: ReelRenderRequest): Promise<RenderedReel> {
  const { width, height, start, end, signal } = request;
  const durationSec = end - start;
  const lines = captionLinesOf(wordsInClip(request.words, start, end));
  const captions = assCaptionsOf(lines, {
    width,
    height,
    highlight: request.highlight,
    bottomMargin: Math.round(height * 0.2),
  });
  await writeFile(
    request.assPath,
    request.title ? withTitle(captions, request.title, width, height, durationSec) : captions,
  );
  await writeFile(request.srtPath, srtOf(lines));
  await writeFile(request.vttPath, vttOf(lines));
  const framing = await framingOf(request);
  const silence = request.hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=stereo'];
  await runFfmpeg(
    [
      '-ss',
      start.toFixed(3),
      '-t',
      durationSec.toFixed(3),
      '-i',
      request.sourcePath,
      ...silence,
      '-filter_complex',
      reelFilterOf(width, height, request.assPath, {
        crop: framing.crop,
        watermark: request.watermark,
      }),
      '-map',
      '[video]',
      '-map',
      request.hasAudio ? '0:a:0' : '1:a:0',
      '-c:v',
      'libx264',
      '-preset',
      'superfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-r',
      String(FPS),
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-ar',
      '44100',
      '-movflags',
      '+faststart',
      '-t',
      durationSec.toFixed(3),
      request.outPath,
    ],
    { signal, timeoutMs: 900_000 },
  );
  const probed = await probeVideo(request.outPath);
  if (
    probed.videoCodec !== 'h264' ||
    probed.audioCodec !== 'aac' ||
    probed.width !== width ||
    probed.height !== height ||
    Math.abs(probed.durationSec - durationSec) > 0.5
  ) {
    throw new Error(`The rendered clip is not what was asked: ${JSON.stringify(probed)}`);
  }
  await renderPoster(request.outPath, request.posterPath, Math.min(1, durationSec / 2));
  return { framing: framing.framing, framingReason: framing.framingReason };
}
