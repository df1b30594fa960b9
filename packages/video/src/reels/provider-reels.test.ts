import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rankMomentsWithProvider } from '@postcraft/generation';
import { startOpenAiStandIn, type OpenAiStandIn } from '@postcraft/generation/test-support';
import type { AudioProvider } from '../provider/speech-provider.js';
import { makeReels, type MakeReelsRequest, type Reel, type ReelNotice } from './make-reels.js';
import { providerTranscription, soundPiecesOf } from './provider-transcript.js';
import type { RankMoments } from './score-moments.js';
import { detectSilences, extractSpeechAudio } from './source-signals.js';
import { buildPlantedSource, type PlantedSource } from './test-source.js';

/** About 35 s of speech: a few 15–19 s moments to choose from, pauses to cut the sound at. */
const SENTENCES = [
  ['Welcome back to the bakery channel.', 0.5],
  ['Today we bake bread together.', 0.5],
  ['The dough rests for one night in the cold.', 1.2],
  ['Why does sourdough taste so good?', 0.5],
  ['The answer is time and patience.', 0.5],
  ['Wild yeast works slowly and builds flavour.', 1.2],
  ['Bake at two hundred and fifty degrees for twenty minutes.', 0.5],
  ['The crust turns deep brown as it cools.', 1.2],
  ['Thank you for watching.', 0.6],
  ['Come and visit the shop on Saturday.', 0.8],
] as const;

const FRAME = { width: 180, height: 320 };
const BRAND = { name: 'Maya Bakes', colors: ['#7c2d12', '#f59e0b'], keywords: ['bread'] };
const SPEECH_CACHE = join(tmpdir(), 'postcraft-reels-test-speech');

/** What a provider would hear: each planted sentence's words spread over its time. */
function plantedWords(source: PlantedSource) {
  return source.sentences.flatMap((sentence) => {
    const words = sentence.text.split(' ');
    const each = (sentence.end - sentence.start) / words.length;
    return words.map((word, index) => ({
      word,
      start: sentence.start + index * each,
      end: sentence.start + (index + 0.9) * each,
    }));
  });
}

/** Whether a time is in a planted pause (or the silence at either end), ±0.3 s. */
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

describe("reels with the provider's transcription and ranking (an OpenAI-compatible stand-in)", () => {
  let standIn: OpenAiStandIn;
  let dir: string;
  let speech: PlantedSource;
  let rulesFirst: Promise<Reel> | null = null;
  const provider = (timeoutMs = 10_000): AudioProvider => ({
    baseUrl: standIn.baseUrl,
    apiKey: 'sk-test',
    model: 'whisper-1',
    timeoutMs,
  });
  const rank =
    (timeoutMs = 10_000): RankMoments =>
    (moments, signal) =>
      rankMomentsWithProvider(
        {
          baseUrl: standIn.baseUrl,
          apiKey: 'sk-test',
          textModel: 'gpt-test',
          imageModel: null,
          timeoutMs,
        },
        moments,
        signal,
      );
  const request = async (
    name: string,
    extra: Partial<MakeReelsRequest> = {},
  ): Promise<MakeReelsRequest> => {
    const workDir = join(dir, name);
    await mkdir(workDir);
    return {
      sourcePath: speech.path,
      workDir,
      count: 1,
      targetSeconds: 15,
      brand: BRAND,
      frameSize: FRAME,
      ...extra,
    };
  };
  /** The rules' first clip, from the provider's words. */
  const rulesOnly = () =>
    (rulesFirst ??= request('rules').then(async (asked) => {
      const [reel] = await makeReels({ ...asked, transcribe: providerTranscription(provider()) });
      return reel!;
    }));
  const transcriptions = () =>
    standIn.requests.filter((each) => each.path === '/audio/transcriptions');

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    dir = await mkdtemp(join(tmpdir(), 'provider-reels-'));
    speech = await buildPlantedSource({
      sentences: SENTENCES.map(([text, pauseAfterSec]) => ({ text, pauseAfterSec })),
      leadSec: 0.5,
      slides: 2,
      width: 320,
      height: 180,
      cacheDir: SPEECH_CACHE,
      outPath: join(dir, 'speech.mp4'),
    });
  });
  beforeEach(() => {
    standIn.transcriptWords = plantedWords(speech);
  });
  afterEach(() => {
    standIn.mode = 'ok';
    standIn.pathModes = {};
    standIn.transcriptWords = null;
    standIn.requests.length = 0;
  });
  afterAll(async () => {
    await standIn.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("when a transcription model is set, then the source's sound is sent once as MP3 and the clip's captions are the provider's words", async () => {
    const notices: ReelNotice[] = [];
    const stages: string[] = [];
    const [reel, ...others] = await makeReels(
      await request('transcribed', {
        transcribe: providerTranscription(provider()),
        onNotice: (kind) => notices.push(kind),
        onProgress: (stage) => stages.push(stage),
      }),
    );
    expect(others).toHaveLength(0);
    expect(notices).toEqual([]);
    // pocketsphinx did not run: it reports its reading as it goes.
    expect(stages.filter((stage) => stage === 'transcribing')).toHaveLength(1);
    expect(transcriptions()).toHaveLength(1);
    expect(transcriptions()[0]!.body).toMatchObject({
      model: 'whisper-1',
      responseFormat: 'verbose_json',
      fileName: expect.stringMatching(/\.mp3$/u),
    });
    // 16 kHz mono MP3: far less than the WAV's 32 kB a second.
    expect(transcriptions()[0]!.body.multipartBytes).toBeLessThan(speech.durationSec * 8_000);
    expect(isInPause(reel!.start, speech)).toBe(true);
    expect(isInPause(reel!.end, speech)).toBe(true);
    // Every word said in the clip is in its captions, as the provider wrote it.
    const said = speech.sentences
      .filter((each) => each.start >= reel!.start - 0.3 && each.end <= reel!.end + 0.3)
      .flatMap((each) => each.text.split(' '));
    expect(said.length).toBeGreaterThan(10);
    const srt = await readFile(reel!.captionsSrtPath, 'utf8');
    for (const word of said) expect(srt).toContain(word);
  });

  it('when the sound is longer than a piece, then it is transcribed piece by piece, cut in pauses, and the words are shifted back to the source’s time in order', async () => {
    const wavPath = join(dir, 'pieces.wav');
    await extractSpeechAudio(speech.path, wavPath);
    const silences = await detectSilences(wavPath, speech.durationSec);
    const pieces = soundPiecesOf(speech.durationSec, silences, 12);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    for (const piece of pieces.slice(1)) expect(isInPause(piece.start, speech)).toBe(true);
    // The stand-in hears the same six words, 0.4 s apart, in each piece.
    standIn.transcriptWords = null;
    const transcript = await providerTranscription(provider(), { pieceSec: 12, concurrency: 2 })(
      wavPath,
      speech.durationSec,
    );
    expect(transcriptions()).toHaveLength(pieces.length);
    for (const each of transcriptions()) expect(each.body.fileName).toMatch(/\.mp3$/u);
    expect(transcript.words).toHaveLength(6 * pieces.length);
    const starts = transcript.words.map((word) => word.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const [index, piece] of pieces.entries()) {
      const words = transcript.words.slice(index * 6, index * 6 + 6);
      expect(words.map((word) => word.text).join(' ')).toBe('Our new mugs are out today');
      expect(words[0]!.start).toBeCloseTo(piece.start, 3);
      expect(words[5]!.start).toBeCloseTo(piece.start + 2, 3);
    }
    expect(transcript.text.split('Our new mugs').length - 1).toBe(pieces.length);
  });

  it('when a source has no pause in a piece, then it is cut at the piece length', () => {
    expect(soundPiecesOf(25, [], 10)).toEqual([
      { start: 0, end: 10 },
      { start: 10, end: 20 },
      { start: 20, end: 25 },
    ]);
    // The longest pause in the second half of the piece, not one in its first half.
    expect(
      soundPiecesOf(
        18,
        [
          { start: 2, end: 4 },
          { start: 6, end: 6.4 },
          { start: 8, end: 9 },
        ],
        10,
      ),
    ).toEqual([
      { start: 0, end: 8.5 },
      { start: 8.5, end: 18 },
    ]);
    expect(soundPiecesOf(8, [{ start: 3, end: 4 }], 10)).toEqual([{ start: 0, end: 8 }]);
  });

  it("when a chat model ranks the moments, then it reads their transcript and times, its pick comes first and the reason is the provider's", async () => {
    const rules = await rulesOnly();
    // Higher scores for later candidates: the rules' weakest one sent wins; unknown indexes are ignored.
    standIn.momentRanking = JSON.stringify({
      moments: Array.from({ length: 30 }, (_, index) => ({
        index,
        score: 20 + index * 2,
        reason: `Pick ${index} tells a whole story.`,
      })),
    });
    const notices: ReelNotice[] = [];
    const [reel] = await makeReels(
      await request('ranked', {
        transcribe: providerTranscription(provider()),
        rank: rank(),
        onNotice: (kind) => notices.push(kind),
      }),
    );
    expect(notices).toEqual([]);
    expect([reel!.start, reel!.end]).not.toEqual([rules.start, rules.end]);
    expect(reel!.reason).toMatch(/^Pick \d+ tells a whole story; /u);
    const chats = standIn.requests.filter((each) => each.path === '/chat/completions');
    expect(chats).toHaveLength(1);
    const body = chats[0]!.body as {
      model: string;
      max_tokens: number;
      response_format: { json_schema: { name: string } };
      messages: Array<{ content: string }>;
    };
    expect(body).toMatchObject({
      model: 'gpt-test',
      response_format: { json_schema: { name: 'reel_moments' } },
    });
    expect(body.max_tokens).toBeLessThanOrEqual(4000);
    // Up to four candidates for the one clip asked, each with its text and times, no file.
    const [system, user] = body.messages.map((message) => message.content);
    expect(system).toMatch(/in English/u);
    const candidates = user!.split('\n');
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    expect(candidates.length).toBeLessThanOrEqual(4);
    expect(candidates[0]).toMatch(/^Candidate 0 \(\d+\.\d s to \d+\.\d s, \d+\.\d s\): "/u);
    expect(user).toContain('Why does sourdough taste so good?');
    expect(JSON.stringify(body)).not.toMatch(/speech\.mp4|\.wav/u);
  });

  it.each([
    ['answers 500', () => (standIn.pathModes['/chat/completions'] = 'error')],
    [
      'answers JSON that is not a ranking',
      () => (standIn.momentRanking = '{"moments": "the second one"'),
    ],
    [
      'answers for no moment it was given',
      () =>
        (standIn.momentRanking = '{"moments": [{"index": 99, "score": 90, "reason": "Nice."}]}'),
    ],
    ['does not answer in time', () => (standIn.pathModes['/chat/completions'] = 'slow')],
  ])(
    'when the ranking %s, then the rules order the moments and the fallback is reported',
    async (_, fail) => {
      const rules = await rulesOnly();
      fail();
      const notices: Array<[ReelNotice, unknown]> = [];
      const [reel] = await makeReels(
        await request(`unranked-${standIn.requests.length}-${Date.now()}`, {
          transcribe: providerTranscription(provider()),
          rank: rank(500),
          onNotice: (kind, error) => notices.push([kind, error]),
        }),
      );
      expect(notices).toEqual([['ranking_fallback', expect.any(Error)]]);
      expect(reel).toMatchObject({ start: rules.start, end: rules.end, reason: rules.reason });
      expect(standIn.requests.filter((each) => each.path === '/chat/completions')).toHaveLength(1);
    },
  );

  it.each([
    ['answers 500', 'error', 10_000],
    ['does not answer in time', 'slow', 500],
  ] as const)(
    'when the transcription %s, then pocketsphinx hears the sound instead and the clip is made with captions',
    async (_, mode, timeoutMs) => {
      standIn.pathModes['/audio/transcriptions'] = mode;
      const notices: Array<[ReelNotice, unknown]> = [];
      const [reel] = await makeReels(
        await request(`offline-${mode}`, {
          transcribe: providerTranscription(provider(timeoutMs)),
          onNotice: (kind, error) => notices.push([kind, error]),
        }),
      );
      expect(notices).toEqual([
        [
          'transcription_fallback',
          expect.objectContaining({ name: 'AudioProviderError', timedOut: mode === 'slow' }),
        ],
      ]);
      expect(transcriptions()).toHaveLength(1);
      expect(isInPause(reel!.start, speech)).toBe(true);
      expect(isInPause(reel!.end, speech)).toBe(true);
      // pocketsphinx's words (lower case, no punctuation), most of those said.
      const said = speech.sentences
        .filter((each) => each.start >= reel!.start - 0.3 && each.end <= reel!.end + 0.3)
        .flatMap((each) => each.text.toLowerCase().match(/[a-z]+/gu) ?? []);
      const captions = new Set(
        (await readFile(reel!.captionsSrtPath, 'utf8')).toLowerCase().match(/[a-z]+/gu),
      );
      expect(said.filter((word) => captions.has(word)).length / said.length).toBeGreaterThan(0.5);
    },
  );

  it('when the job is cancelled while the provider transcribes, then it rejects without falling back', async () => {
    standIn.pathModes['/audio/transcriptions'] = 'held';
    const controller = new AbortController();
    const notices: ReelNotice[] = [];
    const made = makeReels(
      await request('cancelled', {
        transcribe: providerTranscription(provider()),
        onNotice: (kind) => notices.push(kind),
        signal: controller.signal,
      }),
    );
    await standIn.waitForHeld(1);
    controller.abort(new Error('cancelled by the user'));
    await expect(made).rejects.toThrow('cancelled by the user');
    expect(notices).toEqual([]);
    standIn.release();
  });
});
