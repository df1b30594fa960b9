import { join } from 'node:path';
import { NARRATION_WORDS_PER_SEC, type VideoScript } from '@postcraft/generation';
import { runFfmpeg } from '../run-tool.js';
import { narrate, type NarrationVoice } from './narrate.js';
import type { Narration } from './timed-word.js';

/** How far a narration may run past the time asked before it is fitted. */
const OVER_TOLERANCE_SEC = 0.25;
/** Short by more than this, the script is written again for the voice's own pace. */
const UNDER_TOLERANCE_SEC = 1.5;
/** The most a narration is sped up to fit (more sounds hurried). */
const MAX_TEMPO = 1.15;

/**
 * Each voice's pace as last measured in this process, in words a second, so the next script is
 * written for it at once (one synthesis instead of two); festival's slt voice was measured at
 * about 3.2 (the script writer assumes 2.5).
 */
const measuredPace = new Map<string, number>([['slt', 3.2]]);
const paceKey = (voice: NarrationVoice) =>
  typeof voice === 'object' ? `provider:${voice.name}` : voice;
const wordsOf = (sentences: readonly string[]) =>
  sentences.join(' ').split(/\s+/u).filter(Boolean).length;

export interface FittedNarration {
  script: VideoScript;
  narration: Narration;
  /** The video's length: the time asked, or the narration's when a given script runs longer. */
  totalSec: number;
}

/** Speaks `script` faster by `tempo` into a new file; its words' times follow. */
async function speedUp(narration: Narration, tempo: number, wavPath: string): Promise<Narration> {
  await runFfmpeg(['-i', narration.wavPath, '-filter:a', `atempo=${tempo.toFixed(4)}`, wavPath]);
  return {
    wavPath,
    durationSec: narration.durationSec / tempo,
    words: narration.words.map((word) => ({
      ...word,
      start: word.start / tempo,
      end: word.end / tempo,
    })),
  };
}

/** The narration's audio lengthened with silence to `totalSec` (a quiet end on the last scene). */
export async function padNarrationTo(
  narration: Narration,
  totalSec: number,
  wavPath: string,
): Promise<Narration> {
  await runFfmpeg([
    '-i',
    narration.wavPath,
    '-af',
    `apad=whole_dur=${totalSec.toFixed(3)}`,
    wavPath,
  ]);
  return { ...narration, wavPath };
}

/**
 * A narration that lasts the time asked (±0.5 s): the script written for that time is spoken;
 * when this voice's pace made it too short or too long, it is written once more for that pace
 * and the closer one is kept; one still too long is sped up a little, and one short ends with
 * silence over the last scene. A script the user wrote is never changed: the video then lasts at
 * least the time asked, or as long as the script takes.
 */
export async function fitNarration(options: {
  /** The narration written for about `durationSec` (by the local copywriter or the provider). */
  write: (durationSec: number) => Promise<VideoScript>;
  /** The user's own sentences, spoken as they are. */
  sentences?: readonly string[];
  targetSec: number;
  voice: NarrationVoice;
  workDir: string;
  signal?: AbortSignal;
}): Promise<FittedNarration> {
  const { targetSec, voice, workDir } = options;
  const given = options.sentences?.length ? [...options.sentences] : null;
  // Written for this voice's known pace: its words fill the time asked.
  const pace = measuredPace.get(paceKey(voice));
  const writtenFor = pace ? (targetSec * pace) / NARRATION_WORDS_PER_SEC : targetSec;
  let script = given
    ? { ...(await options.write(targetSec)), sentences: given }
    : await options.write(writtenFor);
  let narration = await narrate(script.sentences, join(workDir, 'voice.wav'), voice);
  options.signal?.throwIfAborted();
  if (narration.durationSec > 1) {
    measuredPace.set(paceKey(voice), wordsOf(script.sentences) / narration.durationSec);
  }

  const off = (candidate: Narration) => candidate.durationSec - targetSec;
  if (!given && (off(narration) > OVER_TOLERANCE_SEC || off(narration) < -UNDER_TOLERANCE_SEC)) {
    const paced = await options.write((writtenFor * targetSec) / narration.durationSec);
    const again = await narrate(paced.sentences, join(workDir, 'voice-paced.wav'), voice);
    options.signal?.throwIfAborted();
    // The closer one, a narration that fits before one that runs over.
    const score = (candidate: Narration) =>
      off(candidate) > OVER_TOLERANCE_SEC ? 100 + off(candidate) : Math.abs(off(candidate));
    if (score(again) < score(narration)) [script, narration] = [paced, again];
  }
  if (!given && off(narration) > OVER_TOLERANCE_SEC) {
    const tempo = Math.min(MAX_TEMPO, narration.durationSec / targetSec);
    narration = await speedUp(narration, tempo, join(workDir, 'voice-fit.wav'));
  }
  const totalSec = Math.max(targetSec, narration.durationSec);
  if (totalSec - narration.durationSec > 0.05) {
    narration = await padNarrationTo(narration, totalSec, join(workDir, 'voice-padded.wav'));
  }
  return { script, narration: { ...narration, durationSec: totalSec }, totalSec };
}
