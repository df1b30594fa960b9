import { writeFile } from 'node:fs/promises';
import { assCaptionsOf } from '../captions/ass-captions.js';
import { captionLinesOf, srtOf, vttOf } from '../captions/caption-lines.js';
import { probeVideo } from '../probe/probe-video.js';
import { renderPoster } from '../render/render-video.js';
import { runFfmpeg } from '../run-tool.js';
import type { TimedWord } from '../voice/timed-word.js';

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
  signal?: AbortSignal;
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
 * captions burned in.
 */
export function reelFilterOf(width: number, height: number, assPath: string): string {
  const smallW = even(width / 8);
  const smallH = even(height / 8);
  return [
    `[0:v]fps=${FPS},split=2[backsrc][frontsrc]`,
    `[backsrc]scale=${smallW}:${smallH}:force_original_aspect_ratio=increase,crop=${smallW}:${smallH},` +
      `boxblur=${Math.max(2, Math.round(smallW / 8))}:2,lutyuv=y='val*0.6',eq=saturation=0.8,` +
      `scale=${width}:${height},setsar=1[back]`,
    `[frontsrc]scale=${width}:${height}:force_original_aspect_ratio=decrease:flags=bicubic,setsar=1[front]`,
    `[back][front]overlay=(W-w)/2:(H-h)/2,subtitles=filename='${filterPath(assPath)}',format=yuv420p[video]`,
  ].join(';');
}

/**
 * One clip in one ffmpeg pass (seeking before the input, so only the clip is decoded): 9:16,
 * captions burned in, H.264 superfast + AAC, `+faststart`; its poster and its captions as
 * SubRip and WebVTT; checked with ffprobe.
 */
export async function renderReel(request: ReelRenderRequest): Promise<void> {
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
      reelFilterOf(width, height, request.assPath),
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
}
