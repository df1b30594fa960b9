import { join } from 'node:path';
import { runFfmpeg, runTool } from '../run-tool.js';
import type { TimedWord } from '../voice/timed-word.js';
import { wavDurationOf } from '../voice/wav.js';

/** What a voice note says, as pocketsphinx (or the provider) heard it. */
export interface Transcript {
  text: string;
  /** A language code ('en' offline; the provider's when it transcribed). */
  language: string;
  durationSec: number;
  words: TimedWord[];
}

/** Where Debian's pocketsphinx-en-us puts its model. */
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/** pocketsphinx's own marks: silences, sentence bounds, noises; they are no words. */
const NOT_A_WORD = /^(?:<s>|<\/s>|<sil>|\[\w+\]|\+\+\w+\+\+)$/u;

/**
 * pocketsphinx_continuous's answer with `-time yes`: the hypothesis on its first line, then one
 * line per word with its start, end and confidence ("our(2)" is a variant of "our").
 */
export function transcriptOf(output: string): Pick<Transcript, 'text' | 'words'> {
  const lines = output.split('\n').filter((line) => line.trim());
  const words: TimedWord[] = [];
  for (const line of lines.slice(1)) {
    const [word, start, end] = line.trim().split(/\s+/u);
    // A long note comes back in several utterances, each with its own hypothesis line: only
    // the timed lines are words.
    if (!word || end === undefined || NOT_A_WORD.test(word)) continue;
    if (!Number.isFinite(Number(start)) || !Number.isFinite(Number(end))) continue;
    words.push({ text: word.replace(/\(\d+\)$/u, ''), start: Number(start), end: Number(end) });
  }
  return { text: words.map((word) => word.text).join(' '), words };
}

/**
 * Transcribes an English voice note offline (any format ffmpeg reads: WAV, MP3, M4A, Ogg/Opus,
 * WebM): converted to 16 kHz mono PCM, then read by pocketsphinx with its en-US model.
 */
export async function transcribeAudio(audioPath: string, workDir: string): Promise<Transcript> {
  const wavPath = join(workDir, 'speech-16k.wav');
  await runFfmpeg([
    '-i',
    audioPath,
    '-vn',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-sample_fmt',
    's16',
    wavPath,
  ]);
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
    { timeoutMs: 600_000 },
  );
  return { ...transcriptOf(stdout), language: 'en', durationSec: await wavDurationOf(wavPath) };
}
