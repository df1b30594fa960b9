import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  lightBrandColour,
  renderVideoScenes,
  videoScriptOf,
  type GenerationInput,
  type PostLanguage,
} from '@postcraft/generation';
import { assCaptionsOf } from './captions/ass-captions.js';
import { captionLinesOf, srtOf } from './captions/caption-lines.js';
import { probeVideo } from './probe/probe-video.js';
import { renderPoster, renderVideo } from './render/render-video.js';
import { DEFAULT_VOICES, narrate, type NarrationVoice } from './voice/narrate.js';
import type { TimedWord } from './voice/timed-word.js';

export interface MakeVideoRequest {
  input: GenerationInput;
  /** About how long the narration is (whole seconds, 5 to 60). */
  durationSec: number;
  /** Who speaks; the language's default when absent. */
  voice?: NarrationVoice;
  /** A folder of this render's own: its files are written there. */
  workDir: string;
  width?: number;
  height?: number;
}

export interface MadeVideo {
  videoPath: string;
  posterPath: string;
  srtPath: string;
  language: PostLanguage;
  /** The narration, sentence by sentence. */
  script: string[];
  durationSec: number;
  words: TimedWord[];
}

/** Seconds two scenes cross-fade; the tail the last scene stays after the voice. */
const FADE_SEC = 0.5;
const TAIL_SEC = 0.4;

/**
 * A short video from a prompt and the brand, offline: the narration the copywriter writes for
 * the time asked, spoken (festival in English, espeak-ng in French), the brand's stills (the
 * cover, the points, the call) each shown while its sentences are said, slowly zoomed and
 * cross-faded, captions burned in word by word; checked with ffprobe, with a poster and a
 * SubRip file.
 */
export async function makeVideo(request: MakeVideoRequest): Promise<MadeVideo> {
  const { input, workDir } = request;
  const width = request.width ?? 1080;
  const height = request.height ?? 1920;
  const script = videoScriptOf(input, request.durationSec);
  const [narration, scenes] = await Promise.all([
    narrate(
      script.sentences,
      join(workDir, 'voice.wav'),
      request.voice ?? DEFAULT_VOICES[script.language],
    ),
    renderVideoScenes(input, script, { width, height }),
  ]);

  // Each scene lasts its share of the voice (by its sentences' length), plus the fade it shares.
  const chars = scenes.map((scene) => scene.sentences.join(' ').length || 1);
  const totalChars = chars.reduce((sum, count) => sum + count, 0);
  const stills = await Promise.all(
    scenes.map(async (scene, index) => {
      const imagePath = join(workDir, `scene-${index}.png`);
      await writeFile(imagePath, scene.image.png);
      const share = (narration.durationSec * chars[index]!) / totalChars;
      const last = index === scenes.length - 1;
      return { imagePath, durationSec: share + (last ? TAIL_SEC : FADE_SEC) };
    }),
  );

  const lines = captionLinesOf(narration.words);
  const captionsPath = join(workDir, 'captions.ass');
  const srtPath = join(workDir, 'captions.srt');
  await writeFile(
    captionsPath,
    assCaptionsOf(lines, {
      width,
      height,
      // The lightest brand colour that stands out on the captions' dark box, else amber.
      highlight: lightBrandColour(input.brand.colors) ?? '#facc15',
      // Clear of the platforms' own buttons and caption at the foot of a vertical video.
      bottomMargin: Math.round(height * 0.2),
    }),
  );
  await writeFile(srtPath, srtOf(lines));

  const videoPath = join(workDir, 'video.mp4');
  await renderVideo({
    scenes: stills,
    audioPath: narration.wavPath,
    captionsPath,
    width,
    height,
    outPath: videoPath,
    fadeSec: FADE_SEC,
  });
  const probed = await probeVideo(videoPath);
  if (
    probed.videoCodec !== 'h264' ||
    probed.audioCodec !== 'aac' ||
    probed.width !== width ||
    probed.height !== height ||
    Math.abs(probed.durationSec - narration.durationSec) > 1
  ) {
    throw new Error(`The rendered video is not what was asked: ${JSON.stringify(probed)}`);
  }
  const posterPath = join(workDir, 'poster.jpg');
  await renderPoster(videoPath, posterPath);
  return {
    videoPath,
    posterPath,
    srtPath,
    language: script.language,
    script: script.sentences,
    durationSec: probed.durationSec,
    words: narration.words,
  };
}
