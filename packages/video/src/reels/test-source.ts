import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { runFfmpeg } from '../run-tool.js';
import { speakWithFestival } from '../voice/festival-voice.js';
import { wavInfoOf, wavOf } from '../voice/wav.js';

/** A sentence the test source says, and the silence after it. */
export interface PlantedSentence {
  text: string;
  pauseAfterSec: number;
}

export interface PlantedSource {
  path: string;
  durationSec: number;
  /** Each sentence's time in the source. */
  sentences: Array<{ text: string; start: number; end: number }>;
  /** Where the picture changes slide. */
  cuts: number[];
}

export interface SourceRequest {
  sentences: readonly PlantedSentence[];
  /** Seconds of silence before the first sentence. */
  leadSec?: number;
  /** How many slides, of equal length (their changes are the scene cuts). */
  slides: number;
  width: number;
  height: number;
  fps?: number;
  /** Slides that move (testsrc2, as real footage costs to decode) instead of flat colours. */
  moving?: boolean;
  /** The sound is left out (a source with no audio track). */
  silent?: boolean;
  /** A folder where each sentence's speech is kept between runs. */
  cacheDir: string;
  outPath: string;
}

const COLOURS = ['0x1e3a8a', '0xb45309', '0x065f46', '0x7c2d12', '0x581c87', '0x0f766e'];

/** festival's speech of a sentence, kept by its text in the cache folder. */
async function spokenWav(text: string, cacheDir: string): Promise<Buffer> {
  const path = join(cacheDir, `${createHash('sha1').update(text).digest('hex').slice(0, 16)}.wav`);
  const exists = await stat(path).then(
    () => true,
    () => false,
  );
  if (!exists) await speakWithFestival(text, path);
  return readFile(path);
}

/**
 * A source for the reels pipeline: festival says the sentences with the pauses asked between
 * them, over coloured (or moving) slides; the sentences' and cuts' times are returned.
 */
export async function buildPlantedSource(request: SourceRequest): Promise<PlantedSource> {
  await mkdir(request.cacheDir, { recursive: true });
  const parts: Buffer[] = [];
  const sentences: PlantedSource['sentences'] = [];
  let format = { sampleRate: 16_000, channels: 1 };
  let at = 0;
  const silence = (seconds: number) =>
    Buffer.alloc(Math.round(seconds * format.sampleRate) * format.channels * 2);
  for (const [index, sentence] of request.sentences.entries()) {
    const bytes = await spokenWav(sentence.text, request.cacheDir);
    const info = wavInfoOf(bytes);
    format = { sampleRate: info.sampleRate, channels: info.channels };
    if (index === 0 && request.leadSec) {
      parts.push(silence(request.leadSec));
      at += request.leadSec;
    }
    parts.push(bytes.subarray(info.dataOffset, info.dataOffset + info.dataLength));
    sentences.push({ text: sentence.text, start: at, end: at + info.durationSec });
    at += info.durationSec;
    parts.push(silence(sentence.pauseAfterSec));
    at += sentence.pauseAfterSec;
  }
  const wavPath = `${request.outPath}.wav`;
  await writeFile(wavPath, wavOf(Buffer.concat(parts), format.sampleRate, format.channels));
  const durationSec = at;
  const fps = request.fps ?? 25;
  const slideSec = durationSec / request.slides;
  const size = `${request.width}x${request.height}`;
  const inputs: string[] = [];
  const labels: string[] = [];
  const filters: string[] = [];
  for (let slide = 0; slide < request.slides; slide += 1) {
    const colour = COLOURS[slide % COLOURS.length]!;
    const length = (
      slide === request.slides - 1 ? durationSec - slideSec * slide : slideSec
    ).toFixed(3);
    if (request.moving && slide % 2 === 1) {
      inputs.push('-f', 'lavfi', '-i', `testsrc2=s=${size}:r=${fps}:d=${length}`);
    } else {
      inputs.push('-f', 'lavfi', '-i', `color=c=${colour}:s=${size}:r=${fps}:d=${length}`);
    }
    // A white bar that moves makes each colour slide a picture, not a flat field.
    filters.push(
      `[${slide}:v]drawbox=x='mod(t*${Math.round(request.width / 8)},iw)':y=ih*0.4:w=iw/6:h=ih/5:color=white@0.8:t=fill,setsar=1[v${slide}]`,
    );
    labels.push(`[v${slide}]`);
  }
  filters.push(`${labels.join('')}concat=n=${request.slides}:v=1:a=0,format=yuv420p[video]`);
  await runFfmpeg(
    [
      ...inputs,
      ...(request.silent ? [] : ['-i', wavPath]),
      '-filter_complex',
      filters.join(';'),
      '-map',
      '[video]',
      ...(request.silent ? [] : ['-map', `${request.slides}:a`, '-c:a', 'aac', '-b:a', '96k']),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-g',
      String(fps * 2),
      '-t',
      durationSec.toFixed(3),
      request.outPath,
    ],
    { timeoutMs: 1_800_000 },
  );
  return {
    path: request.outPath,
    durationSec,
    sentences,
    cuts: Array.from({ length: request.slides - 1 }, (_, index) => slideSec * (index + 1)),
  };
}
