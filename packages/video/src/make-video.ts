import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  lightBrandColour,
  NARRATION_WORDS_PER_SEC,
  renderVideoScenes,
  videoScriptOf,
  type GenerationInput,
  type PostLanguage,
  type VideoScript,
} from '@postcraft/generation';
import { assCaptionsOf } from './captions/ass-captions.js';
import { captionLinesOf, srtOf, vttOf } from './captions/caption-lines.js';
import { probeVideo } from './probe/probe-video.js';
import { renderPoster, renderVideo } from './render/render-video.js';
import type { AudioProvider } from './provider/speech-provider.js';
import { recordedNarration, type RecordedVoice } from './recorded/recorded-narration.js';
import { fitNarration, type FittedNarration } from './voice/fit-narration.js';
import type { TimedWord } from './voice/timed-word.js';
import { narrationVoiceOf, type VoiceChoice } from './voice/voice-choice.js';

/** What a render is doing, for its progress: the stages in order. */
export type VideoStage = 'writing' | 'voicing' | 'drawing' | 'rendering' | 'checking';

export interface VideoFrameSize {
  width: number;
  height: number;
}

export interface MakeVideoRequest {
  input: GenerationInput;
  /** About how long the narration is (whole seconds, 5 to 60). */
  durationSec: number;
  /** Who speaks; the language's default when absent or `auto`. */
  voice?: VoiceChoice;
  /** The provider's `/audio/speech` (AI_TTS_MODEL): its voices speak instead of the local ones. */
  speech?: AudioProvider | null;
  /** The narration to speak, as the user edited it; written from the input when absent. */
  sentences?: readonly string[];
  /**
   * The user's own voice note narrates instead of a voice: the video lasts as long as it (at
   * least `durationSec`), its captions are its words (`sentences`, joined, when the user
   * corrected them).
   */
  recorded?: RecordedVoice;
  /**
   * The user's own clips (paths of videos ffmpeg reads): they are the scenes between the cover
   * and the call to action, in turn (the first scene when there is none between).
   */
  clips?: readonly string[];
  /**
   * Writes the narration's sentences, about `words` words in `language` (the provider's chat
   * model); the local copywriter writes them when absent. Not asked for a given script or note.
   */
  writeSentences?: (words: number, language: PostLanguage) => Promise<string[]>;
  /** A folder of this render's own: its files are written there. */
  workDir: string;
  /** One video per frame size, from the same narration and scenes; 1080×1920 when absent. */
  frames?: readonly VideoFrameSize[];
  /** Every frame carries the product's mark (a Free plan's video); the poster too. */
  watermark?: boolean;
  /** Stops the render between and inside its steps (ffmpeg is killed). */
  signal?: AbortSignal;
  /** The stage running and how far the whole render is (0 to 1). */
  onProgress?: (stage: VideoStage, fraction: number) => void;
}

export interface MadeVideoFile extends VideoFrameSize {
  videoPath: string;
  posterPath: string;
}

export interface MadeVideo {
  videos: MadeVideoFile[];
  srtPath: string;
  vttPath: string;
  language: PostLanguage;
  /** The narration, sentence by sentence. */
  script: string[];
  durationSec: number;
  words: TimedWord[];
}

/** Seconds two scenes cross-fade; the tail the last scene stays after the voice. */
const FADE_SEC = 0.5;
const TAIL_SEC = 0.4;
/** The shortest video a voice note makes (a shorter note ends on a quiet last scene). */
const VOICE_NOTE_MIN_SEC = 5;

/**
 * Progress: the script and the voice take the first fifth; each frame size then has an equal
 * share of the rest, where rendering takes most of the time.
 */
const VOICING_START = 0.05;
const FRAMES_START = 0.2;
const FRAME_STAGE_START = { drawing: 0, rendering: 0.12, checking: 0.92 } as const;

/**
 * The user's clip a scene shows, if any: the scenes between the cover and the call to action
 * take the clips in turn; a video with no scene between shows the first clip instead of its
 * cover. The call to action stays the brand's.
 */
export function clipOfScene(
  clips: readonly string[],
  sceneIndex: number,
  sceneCount: number,
): string | undefined {
  if (clips.length === 0 || sceneIndex === sceneCount - 1) return undefined;
  if (sceneCount <= 2) return sceneIndex === 0 ? clips[0] : undefined;
  return sceneIndex === 0 ? undefined : clips[(sceneIndex - 1) % clips.length];
}

/** The user's voice note as the narration, the script's cover words from the input. */
async function narrateWithVoiceNote(
  request: MakeVideoRequest,
  write: (durationSec: number) => VideoScript,
): Promise<FittedNarration> {
  const recorded = request.recorded!;
  const made = await recordedNarration(
    request.sentences?.length ? { ...recorded, text: request.sentences.join(' ') } : recorded,
    { workDir: request.workDir, minSec: VOICE_NOTE_MIN_SEC, signal: request.signal },
  );
  return {
    script: { ...write(made.totalSec), sentences: made.sentences },
    narration: made.narration,
    totalSec: made.totalSec,
  };
}

/**
 * Short videos from a prompt and the brand, offline: the narration the copywriter writes for
 * the time asked, spoken (festival in English, espeak-ng in French, or silence), the brand's
 * stills (the cover, the points, the call) each shown while its sentences are said, slowly
 * drifting and cross-faded, captions burned in word by word; each frame size checked with
 * ffprobe, with a poster, and the captions as SubRip and WebVTT files.
 */
export async function makeVideo(request: MakeVideoRequest): Promise<MadeVideo> {
  const { input, workDir, signal } = request;
  const frames = request.frames?.length ? request.frames : [{ width: 1080, height: 1920 }];
  /** Reports a stage of frame `index` (`within`: how far that stage is, 0 to 1). */
  const reportFrame = (index: number, stage: keyof typeof FRAME_STAGE_START, within = 0) => {
    const starts = Object.values(FRAME_STAGE_START);
    const start = FRAME_STAGE_START[stage];
    const end = starts[starts.indexOf(start) + 1] ?? 1;
    const inFrame = start + (end - start) * within;
    const share = (1 - FRAMES_START) / frames.length;
    request.onProgress?.(stage, FRAMES_START + share * (index + inFrame));
  };
  const checkpoint = () => signal?.throwIfAborted();

  request.onProgress?.('writing', 0);
  const localScript = (durationSec: number): VideoScript => videoScriptOf(input, durationSec);
  const language = localScript(request.durationSec).language;
  // A script the user wrote is spoken as it is: nobody writes one.
  const writeSentences = request.sentences?.length ? undefined : request.writeSentences;
  const write = async (durationSec: number): Promise<VideoScript> => {
    const local = localScript(durationSec);
    if (!writeSentences) return local;
    const words = Math.max(8, Math.round(durationSec * NARRATION_WORDS_PER_SEC));
    return { ...local, sentences: await writeSentences(words, local.language) };
  };
  checkpoint();
  request.onProgress?.('voicing', VOICING_START);
  const { script, narration, totalSec } = request.recorded
    ? await narrateWithVoiceNote(request, localScript)
    : await fitNarration({
        write,
        ...(request.sentences ? { sentences: request.sentences } : {}),
        targetSec: request.durationSec,
        voice: narrationVoiceOf(request.voice ?? 'auto', language, request.speech ?? null),
        workDir,
        signal,
      });
  checkpoint();
  // The voice's own length; the rest (a quiet end) goes to the last scene.
  const spokenSec = narration.words.at(-1)?.end ?? totalSec;

  const lines = captionLinesOf(narration.words);
  const srtPath = join(workDir, 'captions.srt');
  const vttPath = join(workDir, 'captions.vtt');
  await writeFile(srtPath, srtOf(lines));
  await writeFile(vttPath, vttOf(lines));

  const videos: MadeVideoFile[] = [];
  let probedLength: number | undefined;
  for (const [index, frame] of frames.entries()) {
    reportFrame(index, 'drawing');
    const scenes = await renderVideoScenes(input, script, frame);
    checkpoint();
    // Each scene lasts its share of the voice (by its sentences' length), plus the fade it shares.
    const chars = scenes.map((scene) => scene.sentences.join(' ').length || 1);
    const totalChars = chars.reduce((sum, count) => sum + count, 0);
    const name = `${frame.width}x${frame.height}`;
    const stills = await Promise.all(
      scenes.map(async (scene, sceneIndex) => {
        const imagePath = join(workDir, `${name}-scene-${sceneIndex}.png`);
        await writeFile(imagePath, scene.image.png);
        const sceneShare = (spokenSec * chars[sceneIndex]!) / totalChars;
        const last = sceneIndex === scenes.length - 1;
        const clipPath = clipOfScene(request.clips ?? [], sceneIndex, scenes.length);
        return {
          imagePath,
          ...(clipPath ? { clipPath } : {}),
          durationSec: sceneShare + (last ? totalSec - spokenSec + TAIL_SEC : FADE_SEC),
        };
      }),
    );
    const captionsPath = join(workDir, `${name}-captions.ass`);
    await writeFile(
      captionsPath,
      assCaptionsOf(lines, {
        width: frame.width,
        height: frame.height,
        // The lightest brand colour that stands out on the captions' dark box, else amber.
        highlight: lightBrandColour(input.brand.colors) ?? '#facc15',
        // Clear of the platforms' own buttons and caption at the foot of the video.
        bottomMargin: Math.round(frame.height * (frame.height > frame.width ? 0.2 : 0.1)),
      }),
    );

    reportFrame(index, 'rendering');
    const videoPath = join(workDir, `${name}.mp4`);
    await renderVideo({
      scenes: stills,
      audioPath: narration.wavPath,
      captionsPath,
      watermark: request.watermark === true,
      width: frame.width,
      height: frame.height,
      outPath: videoPath,
      fadeSec: FADE_SEC,
      durationSec: totalSec,
      signal,
      onProgress: (fraction) => reportFrame(index, 'rendering', fraction),
    });
    reportFrame(index, 'checking');
    const probed = await probeVideo(videoPath);
    probedLength ??= probed.durationSec;
    if (
      probed.videoCodec !== 'h264' ||
      probed.audioCodec !== 'aac' ||
      probed.width !== frame.width ||
      probed.height !== frame.height ||
      Math.abs(probed.durationSec - totalSec) > 0.5
    ) {
      throw new Error(`The rendered video is not what was asked: ${JSON.stringify(probed)}`);
    }
    const posterPath = join(workDir, `${name}-poster.jpg`);
    await renderPoster(videoPath, posterPath);
    videos.push({ ...frame, videoPath, posterPath });
  }
  reportFrame(frames.length - 1, 'checking', 1);
  return {
    videos,
    srtPath,
    vttPath,
    language: script.language,
    script: script.sentences,
    durationSec: probedLength ?? totalSec,
    words: narration.words,
  };
}
