import { runFfmpeg } from '../run-tool.js';
import { watermarkFilterOf } from './watermark.js';

/**
 * One scene: a still (PNG or JPEG) shown for `durationSec`, slowly drifting; or, with
 * `clipPath`, the user's own clip (any video ffmpeg reads, looped when shorter, its sound left
 * out) filling the frame.
 */
export interface VideoScene {
  imagePath: string;
  clipPath?: string;
  durationSec: number;
}

export interface VideoRenderRequest {
  scenes: readonly VideoScene[];
  /** The narration (any format ffmpeg reads); the video ends with it. */
  audioPath: string;
  /** An ASS script burned into the frames, or null for none. */
  captionsPath: string | null;
  /** The product's mark is drawn on every frame (a Free plan's video). */
  watermark?: boolean;
  width: number;
  height: number;
  outPath: string;
  fps?: number;
  /** Seconds two scenes cross-fade. */
  fadeSec?: number;
  timeoutMs?: number;
  /** The video's exact length; it ends with the narration when absent. */
  durationSec?: number;
  /** Stops the render (ffmpeg is killed). */
  signal?: AbortSignal;
  /** How much of the video is encoded (0 to 1), as ffmpeg reports it. */
  onProgress?: (fraction: number) => void;
}

/** Paths inside a filter graph: its own separators escaped (our paths hold none of the rest). */
const filterPath = (path: string) => path.replace(/\\/gu, '/').replace(/([:'[\],;])/gu, '\\$1');

/** How much larger than the frame a still is made, so it can drift across it. */
const DRIFT = 1.08;

/** The size stills are scaled to before the render (even numbers, as the encoder needs). */
export function stillSizeOf(width: number, height: number) {
  return {
    width: Math.round((width * DRIFT) / 2) * 2,
    height: Math.round((height * DRIFT) / 2) * 2,
  };
}

/**
 * The filter graph: each still (already scaled a little larger than the frame) drifts slowly
 * across it, alternately right, down, left and up (never a frozen frame), the scenes cross-fade,
 * then the captions are burned in and, when asked, the watermark drawn (in the same pass). A
 * crop that moves costs almost nothing per frame, unlike a zoom that scales every frame.
 */
export function filterGraphOf(request: VideoRenderRequest): string {
  const { width, height, scenes } = request;
  const fps = request.fps ?? 30;
  const fade = request.fadeSec ?? 0.5;
  const parts = scenes.map((scene, index) => {
    if (scene.clipPath) {
      // The clip from its start, at the video's rate, cropped to fill the frame.
      return (
        `[${index}:v]trim=duration=${scene.durationSec.toFixed(3)},setpts=PTS-STARTPTS,fps=${fps},` +
        `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},` +
        `format=yuv420p,settb=1/${fps},setsar=1[s${index}]`
      );
    }
    const progress = `min(t/${scene.durationSec.toFixed(3)},1)`;
    const [x, y] = [
      [`(iw-${width})*${progress}`, `(ih-${height})/2`],
      [`(iw-${width})/2`, `(ih-${height})*${progress}`],
      [`(iw-${width})*(1-${progress})`, `(ih-${height})/2`],
      [`(iw-${width})/2`, `(ih-${height})*(1-${progress})`],
    ][index % 4]!;
    // Each still is decoded and converted once, then repeated in memory (an input looped by the
    // demuxer is decoded again for every frame), and cropped in its drifting window.
    const frames = Math.ceil(scene.durationSec * fps);
    return (
      `[${index}:v]format=yuv420p,loop=loop=${frames - 1}:size=1:start=0,setpts=N/${fps}/TB,` +
      `crop=${width}:${height}:x='${x}':y='${y}',settb=1/${fps},setsar=1[s${index}]`
    );
  });
  let last = 's0';
  let elapsed = scenes[0]!.durationSec;
  scenes.slice(1).forEach((scene, index) => {
    const label = `x${index + 1}`;
    parts.push(
      `[${last}][s${index + 1}]xfade=transition=fade:duration=${fade}:offset=${(elapsed - fade).toFixed(3)}[${label}]`,
    );
    elapsed += scene.durationSec - fade;
    last = label;
  });
  const overlays = [
    ...(request.captionsPath ? [`subtitles=filename='${filterPath(request.captionsPath)}'`] : []),
    ...(request.watermark ? [watermarkFilterOf(width, height)] : []),
  ];
  parts.push(`[${last}]${overlays.length > 0 ? overlays.join(',') : 'null'}[video]`);
  return parts.join(';');
}

/** A still scaled (once) to cover the drifting frame: `<image>.still.png`. */
async function scaledStill(
  imagePath: string,
  width: number,
  height: number,
  signal?: AbortSignal,
): Promise<string> {
  const size = stillSizeOf(width, height);
  const out = `${imagePath}.still.png`;
  await runFfmpeg(
    [
      '-i',
      imagePath,
      '-vf',
      `scale=${size.width}:${size.height}:force_original_aspect_ratio=increase:flags=lanczos,crop=${size.width}:${size.height}`,
      '-frames:v',
      '1',
      out,
    ],
    { signal },
  );
  return out;
}

/** The total length of the scenes once cross-faded. */
export function scenesDurationOf(scenes: readonly VideoScene[], fadeSec = 0.5): number {
  return scenes.reduce((sum, scene) => sum + scene.durationSec, 0) - fadeSec * (scenes.length - 1);
}

/**
 * Renders an H.264 + AAC MP4 (yuv420p, `+faststart` so it plays while it downloads) of the
 * scenes with the narration and burned-in captions; it ends with the shorter of the two.
 */
export async function renderVideo(request: VideoRenderRequest): Promise<void> {
  const fps = request.fps ?? 30;
  const stills = await Promise.all(
    request.scenes.map((scene) =>
      scene.clipPath
        ? null
        : scaledStill(scene.imagePath, request.width, request.height, request.signal),
    ),
  );
  const totalUs =
    (request.durationSec ?? scenesDurationOf(request.scenes, request.fadeSec)) * 1_000_000;
  const onLine = (line: string) => {
    // `-progress` prints `out_time_us=<microseconds encoded>` about twice a second.
    const match = /^out_time_us=(\d+)$/u.exec(line);
    if (match && request.onProgress) request.onProgress(Math.min(1, Number(match[1]) / totalUs));
  };
  const inputs = request.scenes.flatMap((scene, index) =>
    scene.clipPath
      ? ['-stream_loop', '-1', '-i', scene.clipPath]
      : ['-framerate', String(fps), '-i', stills[index]!],
  );
  await runFfmpeg(
    [
      '-nostats',
      '-progress',
      'pipe:1',
      ...inputs,
      '-i',
      request.audioPath,
      '-filter_complex',
      filterGraphOf(request),
      '-map',
      '[video]',
      '-map',
      `${request.scenes.length}:a`,
      '-c:v',
      'libx264',
      '-preset',
      'superfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-r',
      String(fps),
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-ar',
      '44100',
      '-movflags',
      '+faststart',
      ...(request.durationSec ? ['-t', request.durationSec.toFixed(3)] : ['-shortest']),
      request.outPath,
    ],
    { timeoutMs: request.timeoutMs ?? 300_000, signal: request.signal, onLine },
  );
}

/** A JPEG still of the video at `atSec`, for players and platforms that show one before play. */
export async function renderPoster(videoPath: string, posterPath: string, atSec = 0.5) {
  await runFfmpeg([
    '-ss',
    atSec.toFixed(2),
    '-i',
    videoPath,
    '-frames:v',
    '1',
    '-q:v',
    '3',
    posterPath,
  ]);
}
