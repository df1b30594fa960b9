import { runTool } from '../run-tool.js';

/** One scene: a still (PNG or JPEG) shown for `durationSec`, slowly zoomed. */
export interface VideoScene {
  imagePath: string;
  durationSec: number;
}

export interface VideoRenderRequest {
  scenes: readonly VideoScene[];
  /** The narration (any format ffmpeg reads); the video ends with it. */
  audioPath: string;
  /** An ASS script burned into the frames, or null for none. */
  captionsPath: string | null;
  width: number;
  height: number;
  outPath: string;
  fps?: number;
  /** Seconds two scenes cross-fade. */
  fadeSec?: number;
  timeoutMs?: number;
}

/** Paths inside a filter graph: its own separators escaped (our paths hold none of the rest). */
const filterPath = (path: string) => path.replace(/\\/gu, '/').replace(/([:'[\],;])/gu, '\\$1');

/**
 * The filter graph: each still scaled to cover the frame a little larger, zoomed in slowly
 * (never a frozen frame), the scenes cross-faded, then the captions burned in.
 */
export function filterGraphOf(request: VideoRenderRequest): string {
  const { width, height, scenes } = request;
  const fps = request.fps ?? 30;
  const fade = request.fadeSec ?? 0.5;
  const [coverW, coverH] = [
    Math.round((width * 1.12) / 2) * 2,
    Math.round((height * 1.12) / 2) * 2,
  ];
  const parts = scenes.map((scene, index) => {
    const frames = Math.max(1, Math.round(scene.durationSec * fps));
    // From 1 to 1.08 over the scene, centred.
    const step = (0.08 / frames).toFixed(6);
    return (
      `[${index}:v]scale=${coverW}:${coverH}:force_original_aspect_ratio=increase,` +
      `crop=${coverW}:${coverH},` +
      `zoompan=z='min(1+${step}*on,1.08)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=${width}x${height}:fps=${fps},` +
      `setsar=1,format=yuv420p[s${index}]`
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
  parts.push(
    request.captionsPath
      ? `[${last}]subtitles=filename='${filterPath(request.captionsPath)}'[video]`
      : `[${last}]null[video]`,
  );
  return parts.join(';');
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
  const inputs = request.scenes.flatMap((scene) => [
    '-loop',
    '1',
    '-framerate',
    String(fps),
    '-t',
    scene.durationSec.toFixed(3),
    '-i',
    scene.imagePath,
  ]);
  await runTool(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
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
      'veryfast',
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
      '-shortest',
      request.outPath,
    ],
    { timeoutMs: request.timeoutMs ?? 300_000 },
  );
}

/** A JPEG still of the video at `atSec`, for players and platforms that show one before play. */
export async function renderPoster(videoPath: string, posterPath: string, atSec = 0.5) {
  await runTool('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
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
