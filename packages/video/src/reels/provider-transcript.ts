import { rm } from 'node:fs/promises';
import { transcribeWithProvider } from '../provider/provider-transcribe.js';
import type { AudioProvider } from '../provider/speech-provider.js';
import { runFfmpeg } from '../run-tool.js';
import type { Transcript } from '../transcribe/transcribe-audio.js';
import type { TimedWord } from '../voice/timed-word.js';
import { detectSilences, type Silence } from './source-signals.js';
import type { TranscribeSpeech } from './source-transcript.js';

/**
 * The longest piece of sound sent in one transcription call: 10 minutes of 16 kHz mono MP3 at
 * 32 kb/s is about 2.4 MB, far under the 25 MB OpenAI's `/audio/transcriptions` takes, and a
 * piece that fails or times out costs little to lose.
 */
export const PROVIDER_PIECE_SEC = 600;
/** Pieces transcribed at the same time (a provider limits a key's requests). */
export const PROVIDER_PIECES_AT_ONCE = 3;
const PIECE_BITRATE = '32k';

export interface ProviderTranscriptionOptions {
  /** The longest piece, in seconds (600 when absent). */
  pieceSec?: number;
  /** Pieces transcribed at the same time (3 when absent). */
  concurrency?: number;
}

/** A stretch of the source's sound sent in one call, in seconds from the source's start. */
export interface SoundPiece {
  start: number;
  end: number;
}

/**
 * The sound cut into pieces of at most `pieceSec`: each cut in the middle of the longest
 * silence in the second half of the piece, so no word is cut and the pieces stay long; where
 * there is no silence there, at the limit.
 */
export function soundPiecesOf(
  durationSec: number,
  silences: readonly Silence[],
  pieceSec: number,
): SoundPiece[] {
  const pieces: SoundPiece[] = [];
  let at = 0;
  while (durationSec - at > pieceSec) {
    const limit = at + pieceSec;
    const inside = silences
      .map((silence) => ({
        middle: (silence.start + silence.end) / 2,
        length: silence.end - silence.start,
      }))
      .filter((silence) => silence.middle > at + pieceSec / 2 && silence.middle <= limit)
      .sort((a, b) => b.length - a.length || b.middle - a.middle);
    const cut = inside[0]?.middle ?? limit;
    pieces.push({ start: at, end: cut });
    at = cut;
  }
  pieces.push({ start: at, end: durationSec });
  return pieces;
}

/** Runs `work` on each item, `limit` at a time; the first failure stops the rest and is thrown. */
async function eachAtMost<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The provider's transcription of a long source's speech (the 16 kHz mono WAV): cut at silences
 * into pieces of at most 10 minutes, each encoded as 16 kHz mono MP3 and transcribed with word
 * times (a few at a time, each call with the provider's timeout and the job's signal), the
 * words shifted back to the source's time and merged in order. Any piece failing fails the
 * whole (the caller falls back to the offline transcription).
 */
export function providerTranscription(
  provider: AudioProvider,
  options: ProviderTranscriptionOptions = {},
): TranscribeSpeech {
  const pieceSec = Math.max(1, options.pieceSec ?? PROVIDER_PIECE_SEC);
  const concurrency = Math.max(1, Math.round(options.concurrency ?? PROVIDER_PIECES_AT_ONCE));
  return async (wavPath, durationSec, signal) => {
    // The silences are only needed to cut: a short source is sent whole.
    const silences =
      durationSec > pieceSec ? await detectSilences(wavPath, durationSec, signal) : [];
    const pieces = soundPiecesOf(durationSec, silences, pieceSec);
    // One failing piece stops the others' uploads.
    const inner = new AbortController();
    const stop = () => inner.abort(signal?.reason);
    signal?.addEventListener('abort', stop, { once: true });
    if (signal?.aborted) stop();
    try {
      const transcripts = await eachAtMost(pieces, concurrency, async (piece, index) => {
        const piecePath = `${wavPath}.provider-${index}.mp3`;
        try {
          const length = piece.end - piece.start;
          // PCM seeks to the sample: the piece's times are exact once shifted back.
          await runFfmpeg(
            [
              '-ss',
              piece.start.toFixed(3),
              '-t',
              length.toFixed(3),
              '-i',
              wavPath,
              '-vn',
              '-ac',
              '1',
              '-ar',
              '16000',
              '-c:a',
              'libmp3lame',
              '-b:a',
              PIECE_BITRATE,
              piecePath,
            ],
            { signal: inner.signal, timeoutMs: 300_000 },
          );
          const transcript = await transcribeWithProvider(
            provider,
            piecePath,
            length,
            inner.signal,
          );
          return { piece, transcript };
        } catch (error) {
          if (!inner.signal.aborted) inner.abort(error);
          throw error;
        } finally {
          await rm(piecePath, { force: true });
        }
      });
      return mergedTranscript(transcripts, durationSec);
    } catch (error) {
      // The job's own cancellation is thrown as it came, not as the piece's failure.
      if (signal?.aborted) throw signal.reason;
      throw error;
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  };
}

/** The pieces' transcripts as one: words shifted to the source's time, in order, kept inside their piece. */
export function mergedTranscript(
  transcripts: ReadonlyArray<{ piece: SoundPiece; transcript: Transcript }>,
  durationSec: number,
): Transcript {
  const words: TimedWord[] = [];
  const languages = new Map<string, number>();
  for (const { piece, transcript } of transcripts) {
    languages.set(
      transcript.language,
      (languages.get(transcript.language) ?? 0) + transcript.words.length,
    );
    const inPiece = (at: number) => Math.max(piece.start, Math.min(piece.end, at + piece.start));
    const shifted = transcript.words
      .filter((word) => word.text)
      .map((word) => ({ text: word.text, start: inPiece(word.start), end: inPiece(word.end) }))
      .sort((a, b) => a.start - b.start);
    for (const word of shifted) {
      const start = Math.max(word.start, words.at(-1)?.start ?? 0);
      words.push({ text: word.text, start, end: Math.max(start, word.end) });
    }
  }
  const language =
    [...languages.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ??
    transcripts[0]?.transcript.language ??
    'en';
  return {
    text: transcripts
      .map(({ transcript }) => transcript.text)
      .filter(Boolean)
      .join(' '),
    language,
    durationSec,
    words,
  };
}
