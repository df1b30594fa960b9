import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  truncate,
  copyFile,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { meanVolumeOf, probeVideo } from '../probe/probe-video.js';
import { runFfmpeg } from '../run-tool.js';
import { makeReels, type MakeReelsRequest, type ReelStage } from './make-reels.js';
import { ReelRefusal } from './reel-errors.js';
import { buildPlantedSource, type PlantedSource } from './test-source.js';

/** Sentences with pauses of 0.5 s, and of 1.2 s after some: the only places a clip may start or end. */
const SENTENCES = [
  ['Welcome back to the bakery channel.', 0.5],
  ['Today we bake bread together in our small kitchen.', 0.5],
  ['The dough rests for one night in the cold.', 1.2],
  ['Why does sourdough taste so good?', 0.5],
  ['The answer is time and patience.', 0.5],
  ['Wild yeast works slowly and builds flavour.', 0.5],
  ['A slow rise gives the crumb its open holes.', 1.2],
  ['Here is the number that matters most.', 0.5],
  ['Bake at two hundred and fifty degrees for twenty minutes.', 0.5],
  ['Then lower the heat and wait a little longer.', 0.5],
  ['The crust turns deep brown and crackles as it cools.', 1.2],
  ['Thank you for watching our bread lessons.', 0.6],
  ['Come and visit the shop on Saturday morning.', 0.8],
] as const;

const FRAME = { width: 180, height: 320 };
const BRAND = { name: 'Maya Bakes', colors: ['#7c2d12', '#f59e0b'], keywords: ['bread'] };
const SPEECH_CACHE = join(tmpdir(), 'postcraft-reels-test-speech');

/** Where each clip may start or end: in a planted pause (or the silence at either end), ±0.3 s. */
function isInPause(at: number, source: PlantedSource) {
  const edges = [
    0,
    ...source.sentences.flatMap((each) => [each.start, each.end]),
    source.durationSec,
  ];
  for (let index = 0; index < edges.length; index += 2) {
    if (at >= edges[index]! - 0.3 && at <= edges[index + 1]! + 0.3) return true;
  }
  return false;
}

describe('reels cut from a long video', () => {
  let dir: string;
  let speech: PlantedSource;
  const request = async (
    name: string,
    extra: Partial<MakeReelsRequest> = {},
  ): Promise<MakeReelsRequest> => {
    const workDir = join(dir, name);
    await mkdir(workDir);
    return {
      sourcePath: speech.path,
      workDir,
      count: 2,
      targetSeconds: 20,
      brand: BRAND,
      frameSize: FRAME,
      ...extra,
    };
  };
  const source = (name: string, options: { silent?: boolean; slides: number }) =>
    buildPlantedSource({
      sentences: SENTENCES.map(([text, pauseAfterSec]) => ({ text, pauseAfterSec })),
      leadSec: 0.5,
      width: 320,
      height: 180,
      cacheDir: SPEECH_CACHE,
      outPath: join(dir, name),
      ...options,
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reels-'));
    speech = await source('speech.mp4', { slides: 3 });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('when a video with speech is cut, then each clip starts and ends in a pause between sentences, is 9:16 H.264/AAC with sound, and its captions hold the words said', async () => {
    const stages: ReelStage[] = [];
    const percents: number[] = [];
    const reels = await makeReels(
      await request('speech', {
        onProgress: (stage, percent) => {
          stages.push(stage);
          percents.push(percent);
        },
      }),
    );
    expect(reels).toHaveLength(2);
    // The percent never goes back, and pocketsphinx's reading is reported on the way.
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(stages.filter((stage) => stage === 'transcribing').length).toBeGreaterThan(1);
    expect([...new Set(stages)]).toEqual([
      'probing',
      'transcribing',
      'finding',
      'scoring',
      'rendering',
      'done',
    ]);
    for (const reel of reels) {
      expect(isInPause(reel.start, speech)).toBe(true);
      expect(isInPause(reel.end, speech)).toBe(true);
      expect(reel.durationSec).toBeGreaterThanOrEqual(15);
      expect(reel.durationSec).toBeLessThanOrEqual(25);
      expect(reel.reason.length).toBeGreaterThan(10);
      expect(reel.title.length).toBeGreaterThan(5);
      const probed = await probeVideo(reel.path);
      expect(probed).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', ...FRAME });
      expect(Math.abs(probed.durationSec - reel.durationSec)).toBeLessThanOrEqual(0.5);
      expect(await meanVolumeOf(reel.path)).toBeGreaterThan(-45);
      await expect(readFile(reel.posterPath)).resolves.toBeDefined();
      // The words said inside the clip, most of them heard (pocketsphinx is not exact).
      const said = speech.sentences
        .filter((each) => each.start >= reel.start - 0.3 && each.end <= reel.end + 0.3)
        .flatMap((each) => each.text.toLowerCase().match(/[a-z]+/gu) ?? []);
      expect(said.length).toBeGreaterThan(20);
      const captions = new Set(
        (await readFile(reel.captionsSrtPath, 'utf8')).toLowerCase().match(/[a-z]+/gu),
      );
      const heard = said.filter((word) => captions.has(word));
      expect(heard.length / said.length).toBeGreaterThan(0.6);
      expect(await readFile(reel.captionsVttPath, 'utf8')).toMatch(/^WEBVTT/u);
    }
    // The two clips share at most a few seconds of the source.
    const [a, b] = reels;
    expect(
      Math.max(0, Math.min(a!.end, b!.end) - Math.max(a!.start, b!.start)),
    ).toBeLessThanOrEqual(3);
    // Both open with a hook that was said (a number or the question), the best first.
    for (const reel of reels) expect(reel.reason).toMatch(/^Opens with a (?:number|question)/u);
    expect(reels[0]!.score).toBeGreaterThanOrEqual(reels[1]!.score);
    expect(await readdir(join(dir, 'speech'))).toHaveLength(8);
  });

  it('when the video carries a subtitle track, then its words are used as written', async () => {
    const srt = join(dir, 'track.srt');
    // One cue per sentence, its text as written.
    await writeFile(
      srt,
      speech.sentences
        .map((each, index) => {
          const time = (at: number) =>
            new Date(at * 1000).toISOString().slice(11, 23).replace('.', ',');
          return `${index + 1}\n${time(each.start)} --> ${time(each.end)}\n${each.text}\n`;
        })
        .join('\n'),
    );
    const subtitled = join(dir, 'subtitled.mp4');
    await runFfmpeg([
      '-i',
      speech.path,
      '-i',
      srt,
      '-map',
      '0',
      '-map',
      '1',
      '-c',
      'copy',
      '-c:s',
      'mov_text',
      subtitled,
    ]);
    const reels = await makeReels(await request('subtitled', { sourcePath: subtitled, count: 1 }));
    expect(reels).toHaveLength(1);
    const captions = await readFile(reels[0]!.captionsSrtPath, 'utf8');
    const written = speech.sentences.filter(
      (each) => each.start >= reels[0]!.start - 0.3 && each.end <= reels[0]!.end + 0.3,
    );
    expect(written.length).toBeGreaterThan(2);
    for (const sentence of written) {
      for (const word of sentence.text.split(' ')) expect(captions).toContain(word);
    }
    expect(isInPause(reels[0]!.start, speech) && isInPause(reels[0]!.end, speech)).toBe(true);
  });

  it('when the work is cancelled while clips render, then it rejects and leaves no file behind', async () => {
    const controller = new AbortController();
    const made = makeReels(
      await request('cancelled', {
        signal: controller.signal,
        onProgress: (stage) => {
          if (stage === 'rendering') controller.abort(new Error('cancelled by the user'));
        },
      }),
    );
    await expect(made).rejects.toThrow('cancelled by the user');
    expect(await readdir(join(dir, 'cancelled'))).toEqual([]);
  });

  it('when a video has no sound but changes scene, then its clips are whole scenes', async () => {
    const silent = await source('silent.mp4', { silent: true, slides: 3 });
    const reels = await makeReels(
      await request('silent', { sourcePath: silent.path, targetSeconds: undefined }),
    );
    expect(reels.length).toBeGreaterThanOrEqual(1);
    for (const reel of reels) {
      for (const edge of [reel.start, reel.end]) {
        const onCut = [0, ...silent.cuts, silent.durationSec].some(
          (cut) => Math.abs(cut - edge) <= 0.3,
        );
        expect(onCut).toBe(true);
      }
      expect(reel.reason).toMatch(/No speech/u);
      expect(await probeVideo(reel.path)).toMatchObject({
        videoCodec: 'h264',
        audioCodec: 'aac',
        ...FRAME,
      });
    }
  });

  it('when a video has neither speech nor a scene change, then it is refused with a clear message', async () => {
    const still = await source('still.mp4', { silent: true, slides: 1 });
    const made = makeReels(await request('still', { sourcePath: still.path }));
    await expect(made).rejects.toThrow(ReelRefusal);
    await expect(made).rejects.toMatchObject({
      code: 'no_moment',
      message: expect.stringMatching(/No speech and no scene changes/u),
    });
    expect(await readdir(join(dir, 'still'))).toEqual([]);
  });

  it('when the video is shorter than a clip, then it is refused as too short to cut', async () => {
    const short = join(dir, 'short.mp4');
    await runFfmpeg(['-t', '8', '-i', speech.path, '-c', 'copy', short]);
    await expect(makeReels(await request('short', { sourcePath: short }))).rejects.toMatchObject({
      code: 'no_moment',
      message: expect.stringMatching(/lasts 8 seconds: clips are at least 15 seconds/u),
    });
  });

  it('when the file is text named .mp4, or an MP4 cut short, then it is refused as not a video', async () => {
    const text = join(dir, 'notes.mp4');
    await writeFile(text, 'These are my notes, not a video.\n'.repeat(100));
    await expect(makeReels(await request('text', { sourcePath: text }))).rejects.toMatchObject({
      name: 'ReelRefusal',
      code: 'not_a_video',
      message: expect.stringMatching(/could not be read as a video/u),
    });
    const cut = join(dir, 'cut.mp4');
    await copyFile(speech.path, cut);
    await truncate(cut, Math.round((await readFile(cut)).length / 2));
    await expect(makeReels(await request('cut', { sourcePath: cut }))).rejects.toMatchObject({
      code: 'not_a_video',
    });
    // Its index first, as a phone or an editor may write it: it still reads, but its end is missing.
    const indexFirst = join(dir, 'index-first.mp4');
    await runFfmpeg(['-i', speech.path, '-c', 'copy', '-movflags', '+faststart', indexFirst]);
    await truncate(indexFirst, Math.round((await readFile(indexFirst)).length / 2));
    await expect(
      makeReels(await request('index-first', { sourcePath: indexFirst })),
    ).rejects.toMatchObject({
      code: 'not_a_video',
      message: expect.stringMatching(/cut short/u),
    });
  });

  it('when the video is over the size or length limit, then it is refused with the limit named', async () => {
    await expect(
      makeReels(await request('large', { limits: { maxBytes: 10_000 } })),
    ).rejects.toMatchObject({
      code: 'too_large',
      message: expect.stringMatching(/up to 0\.00 GB/u),
    });
    await expect(
      makeReels(await request('long', { limits: { maxSeconds: 30 } })),
    ).rejects.toMatchObject({
      code: 'too_long',
      message: expect.stringMatching(/lasts 1 minutes; videos up to 1 minutes/u),
    });
  });
});
