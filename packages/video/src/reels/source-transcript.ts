import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg, runTool } from '../run-tool.js';
import { transcriptOf, type Transcript } from '../transcribe/transcribe-audio.js';
import type { TimedWord } from '../voice/timed-word.js';
import { timeWords } from '../voice/sentence-wavs.js';
import type { Silence } from './source-signals.js';

/** A transcription the caller brings (the provider's): the 16 kHz WAV in, words with times out. */
export type TranscribeSpeech = (
  wavPath: string,
  durationSec: number,
  signal?: AbortSignal,
) => Promise<Transcript>;

const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
/** Pieces of sound shorter than this are not worth a process of their own. */
const PIECE_MIN_SEC = 20;

/** pocketsphinx on one WAV file, its words' times from the file's start. */
async function pocketsphinxWords(
  wavPath: string,
  signal?: AbortSignal,
  onTime?: (seconds: number) => void,
): Promise<TimedWord[]> {
  const { stdout } = await runTool(
    'pocketsphinx_continuous',
    [
      '-infile',
      wavPath,
      '-time',
      'yes',
      '-logfn',
      '/dev/null',
      '-hmm',
      join(MODEL_DIR, 'en-us'),
      '-lm',
      join(MODEL_DIR, 'en-us.lm.bin'),
      '-dict',
      join(MODEL_DIR, 'cmudict-en-us.dict'),
    ],
    {
      timeoutMs: 3_600_000,
      signal,
      // Each word's line as the utterances are read: the last one's end is how far it got.
      onLine: (line) => {
        const end = Number(line.trim().split(/\s+/u)[2]);
        if (onTime && Number.isFinite(end)) onTime(end);
      },
    },
  );
  return transcriptOf(stdout).words;
}

/**
 * Where to split the sound into `parts` pieces of about equal length: in the middle of the
 * silence nearest each even split, so no word is cut.
 */
export function splitPointsOf(
  durationSec: number,
  silences: readonly Silence[],
  parts: number,
): number[] {
  const points: number[] = [];
  for (let part = 1; part < parts; part += 1) {
    const even = (durationSec * part) / parts;
    const nearest = silences
      .map((silence) => (silence.start + silence.end) / 2)
      .sort((a, b) => Math.abs(a - even) - Math.abs(b - even))[0];
    if (nearest !== undefined && Math.abs(nearest - even) < durationSec / parts / 2)
      points.push(nearest);
  }
  return [...new Set(points)].sort((a, b) => a - b);
}

/**
 * The speech's words offline: pocketsphinx is single-threaded, so the sound is split at
 * silences into one piece per core and the pieces are read at the same time.
 */
export async function transcribeOffline(
  wavPath: string,
  durationSec: number,
  silences: readonly Silence[],
  signal?: AbortSignal,
  /** How much of the sound has been read (0 to 1), as pocketsphinx goes. */
  onProgress?: (fraction: number) => void,
): Promise<TimedWord[]> {
  const parts = Math.max(
    1,
    Math.min(availableParallelism(), Math.floor(durationSec / PIECE_MIN_SEC)),
  );
  const points = splitPointsOf(durationSec, silences, parts);
  const edges = [0, ...points, durationSec];
  const reached = edges.slice(0, -1).map(() => 0);
  const onTime = (piece: number) => (seconds: number) => {
    reached[piece] = Math.max(reached[piece]!, seconds);
    onProgress?.(Math.min(1, reached.reduce((sum, each) => sum + each, 0) / durationSec));
  };
  if (points.length === 0) return pocketsphinxWords(wavPath, signal, onTime(0));
  const pieces = await Promise.all(
    edges.slice(0, -1).map(async (from, index) => {
      const to = edges[index + 1]!;
      const piecePath = `${wavPath}.${index}.wav`;
      // PCM seeks to the sample: the piece's times are exact once shifted back.
      const length = index < edges.length - 2 ? ['-t', (to - from).toFixed(3)] : [];
      await runFfmpeg(['-ss', from.toFixed(3), ...length, '-i', wavPath, '-c', 'copy', piecePath], {
        signal,
      });
      const words = await pocketsphinxWords(piecePath, signal, onTime(index));
      return words.map((word) => ({ ...word, start: word.start + from, end: word.end + from }));
    }),
  );
  return pieces.flat();
}

/** A SubRip file's cues: their times and text (tags and line breaks taken out). */
export function srtCuesOf(srt: string): Array<{ start: number; end: number; text: string }> {
  const time = (value: string) => {
    const [h, m, s] = value.replace(',', '.').split(':').map(Number);
    return h! * 3600 + m! * 60 + s!;
  };
  const cues: Array<{ start: number; end: number; text: string }> = [];
  for (const block of srt.replace(/\r/gu, '').split(/\n\s*\n/u)) {
    const lines = block.split('\n').filter((line) => line.trim());
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) continue;
    const [from, to] = lines[timing]!.split('-->').map((part) => part.trim().split(/\s+/u)[0]!);
    const text = lines
      .slice(timing + 1)
      .join(' ')
      .replace(/<[^>]*>|\{[^}]*\}/gu, '')
      .replace(/\s+/gu, ' ')
      .trim();
    if (text) cues.push({ start: time(from!), end: time(to!), text });
  }
  return cues;
}

/**
 * The words of the file's own subtitle track: ffmpeg writes it as SubRip, and each cue's words
 * share its time by their syllables.
 */
export async function subtitleTrackWords(
  sourcePath: string,
  track: number,
  srtPath: string,
  signal?: AbortSignal,
): Promise<TimedWord[]> {
  await runFfmpeg(['-i', sourcePath, '-map', `0:s:${track}`, '-f', 'srt', srtPath], {
    signal,
    timeoutMs: 300_000,
  });
  return srtCuesOf(await readFile(srtPath, 'utf8')).flatMap((cue) =>
    timeWords(cue.text, cue.start, Math.max(0.1, cue.end - cue.start)),
  );
}
