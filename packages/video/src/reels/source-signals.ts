import { runFfmpeg, runTool } from '../run-tool.js';

/** A quiet stretch of the source's sound, in seconds. */
export interface Silence {
  start: number;
  end: number;
}

/** Below this the sound counts as silence, for at least `SILENCE_MIN_SEC`. */
const SILENCE_NOISE = '-35dB';
const SILENCE_MIN_SEC = 0.3;
/** How different a frame must be from the one before to count as a cut (0 to 1). */
const SCENE_THRESHOLD = 0.3;
/** Cuts are looked for in a small, slow copy of the picture: a cut lasts, so 5 frames a second find it. */
const SCENE_FPS = 5;
const SCENE_WIDTH = 192;

/** The source's sound as 16 kHz mono PCM, the form pocketsphinx reads (made once). */
export async function extractSpeechAudio(
  sourcePath: string,
  wavPath: string,
  signal?: AbortSignal,
): Promise<void> {
  await runFfmpeg(
    [
      '-i',
      sourcePath,
      '-map',
      '0:a:0',
      '-vn',
      '-sn',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-sample_fmt',
      's16',
      wavPath,
    ],
    { signal, timeoutMs: 900_000 },
  );
}

/** ffmpeg's `silencedetect` report: each silence's start and end (the last one may run to the end). */
export function silencesOf(report: string, durationSec: number): Silence[] {
  const silences: Silence[] = [];
  let start: number | null = null;
  for (const line of report.split('\n')) {
    const began = /silence_start: (-?[\d.]+)/u.exec(line);
    if (began) start = Math.max(0, Number(began[1]));
    const ended = /silence_end: ([\d.]+)/u.exec(line);
    if (ended && start !== null) {
      silences.push({ start, end: Number(ended[1]) });
      start = null;
    }
  }
  if (start !== null) silences.push({ start, end: durationSec });
  return silences;
}

/** The silences in the (16 kHz) sound: under a second for an hour of it. */
export async function detectSilences(
  wavPath: string,
  durationSec: number,
  signal?: AbortSignal,
): Promise<Silence[]> {
  const { stderr } = await runTool(
    'ffmpeg',
    [
      '-hide_banner',
      '-nostats',
      '-i',
      wavPath,
      '-af',
      `silencedetect=noise=${SILENCE_NOISE}:d=${SILENCE_MIN_SEC}`,
      '-f',
      'null',
      '-',
    ],
    { signal, timeoutMs: 300_000 },
  );
  return silencesOf(stderr, durationSec);
}

/** ffmpeg's `showinfo` report of the frames `select` kept: their times. */
export function sceneCutsOf(report: string): number[] {
  return [...report.matchAll(/pts_time:\s*([\d.]+)/gu)].map((match) => Number(match[1]));
}

/**
 * The times the picture cuts to another scene, found on a small copy decoded at a few frames a
 * second (no sound, no subtitles decoded).
 */
export async function detectSceneCuts(sourcePath: string, signal?: AbortSignal): Promise<number[]> {
  const { stderr } = await runTool(
    'ffmpeg',
    [
      '-hide_banner',
      '-nostats',
      '-an',
      '-sn',
      '-i',
      sourcePath,
      '-map',
      '0:v:0',
      '-vf',
      `fps=${SCENE_FPS},scale=${SCENE_WIDTH}:-2:flags=fast_bilinear,select='gt(scene,${SCENE_THRESHOLD})',showinfo`,
      '-f',
      'null',
      '-',
    ],
    { signal, timeoutMs: 3_600_000 },
  );
  return sceneCutsOf(stderr).filter((at) => at > 0.5);
}
