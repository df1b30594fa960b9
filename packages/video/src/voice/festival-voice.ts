import { writeFile } from 'node:fs/promises';
import { runTool } from '../run-tool.js';
import type { Narration, TimedWord } from './timed-word.js';

/** Festival's voices this package speaks with, by the name the user picks. */
export const FESTIVAL_VOICES = {
  slt: 'voice_cmu_us_slt_arctic_hts',
  kal: 'voice_kal_diphone',
} as const;
export type FestivalVoice = keyof typeof FESTIVAL_VOICES;

/** A Scheme string: backslashes and quotes escaped, controls as spaces. */
const schemeString = (text: string) =>
  `"${text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\\/gu, '\\\\')
    .replace(/"/gu, '\\"')}"`;

/**
 * Festival prints each spoken word with the written token it came from (its id, text and the
 * punctuation after it), when the word starts and when it ends.
 */
function festivalScript(text: string, voice: FestivalVoice, wavPath: string): string {
  return `(${FESTIVAL_VOICES[voice]})
(set! utt1 (Utterance Text ${schemeString(text)}))
(utt.synth utt1)
(utt.save.wave utt1 ${schemeString(wavPath)} 'riff)
(mapcar (lambda (w) (format t "%s\\t%s\\t%s\\t%f\\t%f\\n"
  (item.feat w "R:Token.parent.id") (item.feat w "R:Token.parent.name")
  (item.feat w "R:Token.parent.punc")
  (item.feat w "R:SylStructure.daughter1.daughter1.segment_start") (item.feat w "word_end")))
  (utt.relation.items utt1 'Word))
`;
}

/**
 * The written words' times from festival's spoken ones: "3.50" is spoken as four words and
 * shown as one, from the first one's start to the last one's end, with its punctuation.
 */
export function writtenWordsOf(festivalOutput: string): TimedWord[] {
  const words: Array<TimedWord & { token: string }> = [];
  for (const line of festivalOutput.split('\n')) {
    const [token, name, punc, start, end] = line.split('\t');
    if (!token || name === undefined || end === undefined) continue;
    const last = words.at(-1);
    if (last && last.token === token) {
      last.end = Number(end);
      continue;
    }
    words.push({
      token,
      text: `${name}${punc && punc !== '0' ? punc : ''}`,
      start: Number(start),
      end: Number(end),
    });
  }
  return words.map(({ text, start, end }) => ({ text, start, end }));
}

/** Speaks English text with festival into `wavPath`, with each written word's time. */
export async function speakWithFestival(
  text: string,
  wavPath: string,
  voice: FestivalVoice = 'slt',
): Promise<Omit<Narration, 'durationSec'>> {
  const scriptPath = `${wavPath}.scm`;
  await writeFile(scriptPath, festivalScript(text, voice, wavPath));
  const { stdout } = await runTool('festival', ['--batch', scriptPath], { timeoutMs: 120_000 });
  return { wavPath, words: writtenWordsOf(stdout) };
}
