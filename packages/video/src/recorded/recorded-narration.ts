import { join } from 'node:path';
import { runFfmpeg, type ToolOptions } from '../run-tool.js';
import { padNarrationTo } from '../voice/fit-narration.js';
import type { Narration, TimedWord } from '../voice/timed-word.js';
import { wavDurationOf } from '../voice/wav.js';
import { alignWords } from './align-words.js';
import { spokenScriptOf } from './spoken-sentences.js';

/** The user's own voice note as a video's narration. */
export interface RecordedVoice {
  /** The note as kept (any audio ffmpeg reads). */
  audioPath: string;
  /** Its words as the recogniser heard them, with their times. */
  heard: readonly TimedWord[];
  /** The words as the user corrected them; the heard ones when absent or unrelated. */
  text?: string;
}

export interface RecordedNarration {
  sentences: string[];
  narration: Narration;
  /** The video's length: the note's spoken part, at least `minSec`. */
  totalSec: number;
}

/** Kept before the first word and after the last one, so no word is clipped. */
const LEAD_IN_SEC = 0.25;
const LEAD_OUT_SEC = 0.6;

/**
 * Turns a voice note into a narration: cut to its spoken part (no long silence before the first
 * word or after the last), its loudness evened out to a phone's listening level (EBU R128,
 * -16 LUFS), at the rate the other voices use; the captions' words are the corrected text timed
 * from what was heard, the sentences (scenes) ended where the text stops or the speaker paused.
 */
export async function recordedNarration(
  voice: RecordedVoice,
  { workDir, minSec, signal }: { workDir: string; minSec: number; signal?: AbortSignal },
): Promise<RecordedNarration> {
  const heard = voice.heard.filter((word) => word.text.trim());
  if (heard.length === 0) throw new Error('The voice note has no words to narrate');
  const timed = (voice.text?.trim() && alignWords(voice.text, heard)) || [...heard];
  const noteSec = Math.max(...heard.map((word) => word.end));
  const from = Math.max(0, heard[0]!.start - LEAD_IN_SEC);
  const to = noteSec + LEAD_OUT_SEC;

  const options: ToolOptions = signal ? { signal } : {};
  const wavPath = join(workDir, 'voice-note.wav');
  await runFfmpeg(
    [
      '-ss',
      from.toFixed(3),
      '-t',
      (to - from).toFixed(3),
      '-i',
      voice.audioPath,
      '-vn',
      '-af',
      'highpass=f=70,loudnorm=I=-16:TP=-1.5:LRA=11',
      '-ac',
      '1',
      '-ar',
      '44100',
      wavPath,
    ],
    options,
  );
  const script = spokenScriptOf(
    timed.map((word) => ({
      ...word,
      start: Math.max(0, word.start - from),
      end: Math.max(0, word.end - from),
    })),
  );
  let narration: Narration = {
    wavPath,
    durationSec: await wavDurationOf(wavPath),
    words: script.words,
  };
  const totalSec = Math.max(minSec, narration.durationSec);
  if (totalSec - narration.durationSec > 0.05) {
    narration = await padNarrationTo(narration, totalSec, join(workDir, 'voice-note-padded.wav'));
  }
  return {
    sentences: script.sentences,
    narration: { ...narration, durationSec: totalSec },
    totalSec,
  };
}
