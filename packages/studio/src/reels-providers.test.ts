import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOpenAiStandIn, type OpenAiStandIn } from '@postcraft/generation/test-support';
import type { AiConfig } from '@postcraft/runtime-config';
import { silentWav } from '@postcraft/video';
import { reelsProviderOf } from './reels-providers.js';

describe("the reels' provider hooks from the AI configuration (an OpenAI-compatible stand-in)", () => {
  let standIn: OpenAiStandIn;
  let dir: string;
  const ai = (extra: Partial<AiConfig> = {}): AiConfig => ({
    baseUrl: standIn.baseUrl,
    apiKey: 'sk-test',
    textModel: 'gpt-test',
    imageModel: null,
    speechModel: null,
    transcriptionModel: null,
    timeoutMs: 10_000,
    ...extra,
  });
  const moments = [
    { index: 0, start: 0, end: 20, text: 'Welcome back to the bakery.' },
    { index: 1, start: 25, end: 45, text: 'Why does sourdough taste so good?' },
  ];

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    dir = await mkdtemp(join(tmpdir(), 'reels-providers-'));
  });
  afterAll(async () => {
    await standIn.close();
    await rm(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    standIn.mode = 'ok';
    standIn.requests.length = 0;
  });

  it('when no provider is configured, then there is no hook: reels are made offline', () => {
    expect(reelsProviderOf(null)).toEqual({});
  });

  it('when only a chat model is configured, then it ranks and pocketsphinx transcribes', () => {
    const hooks = reelsProviderOf(ai());
    expect(hooks.rank).toBeInstanceOf(Function);
    expect(hooks.transcribe).toBeUndefined();
  });

  it("when the chat model ranks, then its scores and one-sentence reasons come back for the moments given, the others' left out", async () => {
    standIn.momentRanking = JSON.stringify({
      moments: [
        { index: 1, score: 91, reason: 'A question every baker asks.' },
        { index: 7, score: 99, reason: 'Not a moment it was given.' },
        { index: 0, score: 140, reason: 'A warm welcome.' },
      ],
    });
    const answers = await reelsProviderOf(ai()).rank!(moments);
    expect(answers).toEqual([
      { index: 1, score: 91, reason: 'A question every baker asks.' },
      { index: 0, score: 100, reason: 'A warm welcome.' },
    ]);
    expect(standIn.requests[0]).toMatchObject({
      path: '/chat/completions',
      authorization: 'Bearer sk-test',
      body: { model: 'gpt-test' },
    });
  });

  it('when the chat model answers an error or too late, then the ranking throws (makeReels keeps the rules)', async () => {
    standIn.mode = 'error';
    await expect(reelsProviderOf(ai()).rank!(moments)).rejects.toThrow(/answered 500/u);
    standIn.mode = 'slow';
    await expect(reelsProviderOf(ai({ timeoutMs: 300 })).rank!(moments)).rejects.toMatchObject({
      failure: 'timeout',
    });
  });

  it('when a transcription model is configured, then the provider transcribes the speech with word times', async () => {
    const hooks = reelsProviderOf(ai({ transcriptionModel: 'whisper-1' }));
    const wavPath = join(dir, 'speech.wav');
    await writeFile(wavPath, silentWav(3));
    const transcript = await hooks.transcribe!(wavPath, 3);
    expect(transcript.words.map((word) => word.text).join(' ')).toBe('Our new mugs are out today');
    expect(transcript.words[1]).toMatchObject({ start: 0.4 });
    expect(standIn.requests[0]).toMatchObject({
      path: '/audio/transcriptions',
      body: { model: 'whisper-1', fileName: expect.stringMatching(/\.mp3$/u) },
    });
  });
});
