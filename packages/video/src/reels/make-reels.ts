import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { lightBrandColour } from '@postcraft/generation';
import type { TimedWord } from '../voice/timed-word.js';
import {
  momentLengthsOf,
  sceneMomentsOf,
  sentencesOf,
  writtenSentencesOf,
  speechMomentsOf,
  type Moment,
} from './find-moments.js';
import { probeSource, type ReelLimits } from './probe-source.js';
import { ReelRefusal } from './reel-errors.js';
import type { Framing } from './reframe.js';
import { renderReel } from './render-reel.js';
import { pickMoments, rankMoments, scoreMoment, type RankMoments } from './score-moments.js';
import {
  detectSceneCuts,
  detectSilences,
  extractSpeechAudio,
  type Silence,
} from './source-signals.js';
import {
  subtitleTrackWords,
  transcribeOffline,
  type TranscribeSpeech,
} from './source-transcript.js';

/** A provider's part failed and the offline one took its place (the job goes on). */
export type ReelNotice = 'transcription_fallback' | 'ranking_fallback';

/** The stages of making reels, in order. */
export type ReelStage = 'probing' | 'transcribing' | 'finding' | 'scoring' | 'rendering' | 'done';

export interface ReelBrand {
  name: string;
  /** The brand's colours (#rrggbb): the lightest one that reads on the captions' box highlights the spoken word. */
  colors: readonly string[];
  /** Words that make a moment more the brand's (its products, places, name). */
  keywords: readonly string[];
}

export interface MakeReelsRequest {
  sourcePath: string;
  /** A folder of this job's own: the clips are written there, work files in a folder inside it. */
  workDir: string;
  /** How many clips (1 to 10; 5 when absent). Fewer come back when fewer moments fit. */
  count?: number;
  /** About how long each clip is (15 to 60 s); 15–60 s, preferring 30, when absent. */
  targetSeconds?: number;
  brand: ReelBrand;
  /** 1080×1920 when absent. */
  frameSize?: { width: number; height: number };
  limits?: ReelLimits;
  /** The clip's title (its hook) is shown at the top (true when absent). */
  showTitle?: boolean;
  /** 'auto' (the default): each clip cropped around the face when one is seen in most of it, else fitted over its blur; 'fit': always fitted. */
  reframe?: 'auto' | 'fit';
  /** A mark drawn at the top right of every clip (a Free plan's: `WATERMARK_TEXT`), or none. */
  watermark?: string | null;
  /** The provider's transcription, when configured; pocketsphinx offline when absent. */
  transcribe?: TranscribeSpeech;
  /** The provider's chat model ranking the moments by their text, when configured; rules when absent. */
  rank?: RankMoments;
  /** The provider's transcription or ranking failed (an error, a timeout): pocketsphinx or the rules took over. */
  onNotice?: (kind: ReelNotice, error: unknown) => void;
  /** The stage running and how far the whole job is (0 to 100). */
  onProgress?: (stage: ReelStage, percent: number) => void;
  /** Stops the work (ffmpeg and pocketsphinx are killed) and removes every file it made. */
  signal?: AbortSignal;
}

export interface Reel {
  path: string;
  posterPath: string;
  captionsVttPath: string;
  captionsSrtPath: string;
  /** Where the clip is in the source (seconds). */
  start: number;
  end: number;
  durationSec: number;
  title: string;
  /** A caption for the post: what is said first in the clip. */
  caption: string;
  /** Everything said in the clip, sentence after sentence (empty for a scene without speech). */
  transcript: string;
  score: number;
  /** Why it was picked, in a sentence. */
  reason: string;
  /** Cropped around a face, or the whole picture fitted over its blur. */
  framing: Framing;
  /** Why it is framed so, in a sentence. */
  framingReason: string;
}

/** The share of the job each stage ends at (rendering takes the rest). */
const PROGRESS = { probing: 2, transcribing: 45, finding: 50, scoring: 52 } as const;
/** Candidates the ranking provider sees: the rules' best few per clip asked. */
const RANKED_PER_CLIP = 4;

const titleOf = (text: string) => {
  const cut = text.length > 80 ? `${text.slice(0, 80).replace(/\s+\S*$/u, '')}…` : text;
  return cut.charAt(0).toUpperCase() + cut.slice(1);
};

/** The transcript: the file's subtitle track, the provider's transcription, or pocketsphinx. */
async function wordsOf(
  request: MakeReelsRequest,
  source: Awaited<ReturnType<typeof probeSource>>,
  tempDir: string,
  silences: readonly Silence[],
  wavPath: string | null,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<TimedWord[]> {
  if (source.subtitleTrack !== null) {
    const words = await subtitleTrackWords(
      source.path,
      source.subtitleTrack,
      join(tempDir, 'track.srt'),
      signal,
    );
    if (words.length > 0) return words;
  }
  if (!wavPath) return [];
  if (request.transcribe) {
    try {
      return (await request.transcribe(wavPath, source.durationSec, signal)).words;
    } catch (error) {
      // The provider failed or did not answer in time: pocketsphinx reads the sound instead.
      if (signal.aborted) throw error;
      request.onNotice?.('transcription_fallback', error);
    }
  }
  return transcribeOffline(wavPath, source.durationSec, silences, signal, onProgress);
}

/** Why no clip can be cut: nothing heard or seen, a source too short, or no moment of the length. */
function noMomentRefusal(
  isBlank: boolean,
  durationSec: number,
  lengths: { minSec: number; maxSec: number },
): ReelRefusal {
  const [seconds, min, max] = [durationSec, lengths.minSec, lengths.maxSec].map(Math.round) as [
    number,
    number,
    number,
  ];
  if (isBlank) {
    return new ReelRefusal(
      'no_moment',
      'No speech and no scene changes were found in this video, so there is no moment to cut a clip from.',
      { reason: 'no_speech_no_scenes' },
    );
  }
  if (durationSec < lengths.minSec) {
    return new ReelRefusal(
      'no_moment',
      `The video lasts ${seconds} seconds: clips are at least ${min} seconds, so it is too short to cut.`,
      { reason: 'too_short', seconds, min },
    );
  }
  return new ReelRefusal(
    'no_moment',
    `No moment of ${min} to ${max} seconds was found in this video: try another length.`,
    { reason: 'no_moment_of_length', min, max },
  );
}

/**
 * Cuts a long video into short vertical clips, offline: probe (refusing what is not a video, too
 * large or too long), transcribe once (the file's subtitles, the provider, or pocketsphinx) while
 * the scene cuts are found, find runs of whole sentences (or scenes) of the length asked, score
 * them by rules (or the provider's ranking), and render the best ones that do not overlap as
 * 9:16 H.264/AAC with burned captions, posters and caption files.
 */
export async function makeReels(request: MakeReelsRequest): Promise<Reel[]> {
  const { workDir } = request;
  // Work started side by side (the scene scan) stops with the rest when anything fails.
  const inner = new AbortController();
  const stop = () => inner.abort(request.signal?.reason);
  request.signal?.addEventListener('abort', stop, { once: true });
  if (request.signal?.aborted) stop();
  const signal = inner.signal;
  const count = Math.max(1, Math.min(10, Math.round(request.count ?? 5)));
  const frame = request.frameSize ?? { width: 1080, height: 1920 };
  const report = (stage: ReelStage, percent: number) =>
    request.onProgress?.(stage, Math.round(percent));
  const tempDir = await mkdtemp(join(workDir, '.reels-'));
  const written: string[] = [];
  try {
    signal?.throwIfAborted();
    report('probing', 0);
    const source = await probeSource(request.sourcePath, request.limits);
    signal?.throwIfAborted();
    report('transcribing', PROGRESS.probing);
    const wavPath = source.hasAudio ? join(tempDir, 'speech-16k.wav') : null;
    // The scene scan decodes the picture while the sound is read: they run side by side.
    const cutsFound = detectSceneCuts(source.path, signal);
    cutsFound.catch(() => undefined);
    let silences: Silence[] = [];
    let words: TimedWord[] = [];
    if (wavPath) {
      await extractSpeechAudio(source.path, wavPath, signal);
      silences = await detectSilences(wavPath, source.durationSec, signal);
    }
    // pocketsphinx's progress, at most once per whole percent.
    let reported: number = PROGRESS.probing;
    const onTranscribed = (fraction: number) => {
      const percent = Math.floor(
        PROGRESS.probing + (PROGRESS.transcribing - PROGRESS.probing) * fraction,
      );
      if (percent > reported) report('transcribing', (reported = percent));
    };
    words = await wordsOf(request, source, tempDir, silences, wavPath, signal, onTranscribed);
    const cuts = await cutsFound;
    signal?.throwIfAborted();

    report('finding', PROGRESS.transcribing);
    const lengths = momentLengthsOf(request.targetSeconds);
    const sentences = writtenSentencesOf(sentencesOf(words, silences));
    const captionWords = sentences.flatMap((sentence) => sentence.words);
    let moments: Moment[] = speechMomentsOf(sentences, silences, cuts, source.durationSec, lengths);
    if (moments.length === 0) moments = sceneMomentsOf(cuts, source.durationSec, lengths);
    if (moments.length === 0) {
      throw noMomentRefusal(words.length === 0 && cuts.length === 0, source.durationSec, lengths);
    }

    report('scoring', PROGRESS.finding);
    let scored = moments.map((moment) => scoreMoment(moment, lengths, request.brand.keywords));
    if (request.rank) {
      const best = [...scored].sort((a, b) => b.score - a.score).slice(0, count * RANKED_PER_CLIP);
      scored = await rankMoments(best, request.rank, signal, (error) =>
        request.onNotice?.('ranking_fallback', error),
      );
    }
    const picked = pickMoments(scored, count);
    signal?.throwIfAborted();

    const highlight = lightBrandColour(request.brand.colors) ?? '#facc15';
    const reels: Reel[] = [];
    for (const [index, moment] of picked.entries()) {
      report('rendering', PROGRESS.scoring + ((100 - PROGRESS.scoring) * index) / picked.length);
      const name = `reel-${index + 1}`;
      const reel = {
        path: join(workDir, `${name}.mp4`),
        posterPath: join(workDir, `${name}.jpg`),
        captionsVttPath: join(workDir, `${name}.vtt`),
        captionsSrtPath: join(workDir, `${name}.srt`),
      };
      written.push(...Object.values(reel));
      const spoken = moment.sentences.map((sentence) => sentence.text);
      const title =
        spoken.length > 0 ? titleOf(spoken[0]!) : `${request.brand.name}: scene ${index + 1}`;
      const rendered = await renderReel({
        title: request.showTitle === false || spoken.length === 0 ? null : title,
        sourcePath: source.path,
        hasAudio: source.hasAudio,
        start: moment.start,
        end: moment.end,
        words: captionWords,
        width: frame.width,
        height: frame.height,
        highlight,
        outPath: reel.path,
        posterPath: reel.posterPath,
        assPath: join(tempDir, `${name}.ass`),
        srtPath: reel.captionsSrtPath,
        vttPath: reel.captionsVttPath,
        reframe: request.reframe,
        cuts,
        watermark: request.watermark,
        signal,
      });
      reels.push({
        ...reel,
        start: moment.start,
        end: moment.end,
        durationSec: moment.end - moment.start,
        title:
          spoken.length > 0 ? titleOf(spoken[0]!) : `${request.brand.name}: scene ${index + 1}`,
        caption: spoken.length > 0 ? titleOf(spoken.slice(0, 2).join(' ')) : request.brand.name,
        transcript: spoken.join(' '),
        score: moment.score,
        reason: `${moment.reasons.join('; ')}.`,
        ...rendered,
      });
    }
    report('done', 100);
    return reels;
  } catch (error) {
    await Promise.all(written.map((path) => rm(path, { force: true })));
    throw error;
  } finally {
    request.signal?.removeEventListener('abort', stop);
    inner.abort(new Error('makeReels ended'));
    await rm(tempDir, { recursive: true, force: true });
  }
}
