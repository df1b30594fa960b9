/** A word of the narration as shown in captions, with when it is spoken (seconds). */
export interface TimedWord {
  /** As written in the script, with the punctuation after it ("3.50", "euros,"). */
  text: string;
  start: number;
  end: number;
}

/** What a voice made: the WAV file, its length, and each written word's time in it. */
export interface Narration {
  wavPath: string;
  durationSec: number;
  words: TimedWord[];
}
