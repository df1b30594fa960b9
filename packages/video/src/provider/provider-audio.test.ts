import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brandProfile,
  generationInput,
  startOpenAiStandIn,
  type OpenAiStandIn,
} from '@postcraft/generation/test-support';
import { makeVideo } from '../make-video.js';
import { meanVolumeOf, probeVideo } from '../probe/probe-video.js';
import { silentWav } from '../voice/silent-voice.js';
import { transcribeWithProvider } from './provider-transcribe.js';
import { AudioProviderError } from './speech-provider.js';

describe("a provider's voices and transcription (an OpenAI-compatible stand-in)", () => {
  let standIn: OpenAiStandIn;
  let dir: string;
  const provider = (model: string, timeoutMs = 10_000) => ({
    baseUrl: standIn.baseUrl,
    apiKey: 'sk-test',
    model,
    timeoutMs,
  });
  const video = async (name: string, timeoutMs?: number) =>
    makeVideo({
      input: generationInput(['tiktok'], {
        description: 'Announce our new pistachio croissant',
        seed: 4,
        brand: brandProfile({ name: 'Maya Bakes', niche: 'food' }),
      }),
      durationSec: 5,
      voice: 'en-male',
      speech: provider('tts-1', timeoutMs),
      workDir: await mkdtemp(join(dir, `${name}-`)),
      frames: [{ width: 270, height: 480 }],
    });

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    dir = await mkdtemp(join(tmpdir(), 'provider-audio-'));
  });
  afterAll(async () => {
    await standIn.close();
    await rm(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    standIn.mode = 'ok';
    standIn.requests.length = 0;
  });

  it('when a speech model is set, then each sentence is spoken by the provider with the picked voice, and the video has its sound and length', async () => {
    const made = await video('ok');
    const speech = standIn.requests.filter((request) => request.path === '/audio/speech');
    // The last pass spoke the script (a first one may have been written again for the pace).
    expect(speech.slice(-made.script.length).map((request) => request.body.input)).toEqual(
      made.script,
    );
    expect(speech[0]).toMatchObject({
      authorization: 'Bearer sk-test',
      body: { model: 'tts-1', voice: 'onyx', response_format: 'wav' },
    });
    const probed = await probeVideo(made.videos[0]!.videoPath);
    expect(Math.abs(probed.durationSec - 5)).toBeLessThanOrEqual(0.5);
    expect(await meanVolumeOf(made.videos[0]!.videoPath)).toBeGreaterThan(-45);
  });

  it('when the provider answers an error, then the video fails with the provider named', async () => {
    standIn.mode = 'error';
    await expect(video('error')).rejects.toThrow(AudioProviderError);
  });

  it('when the provider does not answer in time, then the video fails as timed out', async () => {
    standIn.mode = 'slow';
    await expect(video('slow', 300)).rejects.toMatchObject({
      name: 'AudioProviderError',
      timedOut: true,
    });
  });

  it('when a voice note is transcribed by the provider, then its text, language and word times come back', async () => {
    const note = join(dir, 'note.wav');
    await writeFile(note, silentWav(2));
    const transcript = await transcribeWithProvider(provider('whisper-1'), note, 2);
    expect(transcript).toMatchObject({ text: 'Our new mugs are out today', language: 'en' });
    expect(transcript.words.map((word) => word.text)).toEqual([
      'Our',
      'new',
      'mugs',
      'are',
      'out',
      'today',
    ]);
    const [request] = standIn.requests;
    expect(request).toMatchObject({
      path: '/audio/transcriptions',
      body: { model: 'whisper-1', responseFormat: 'verbose_json' },
    });
    expect(request!.body.multipartBytes).toBeGreaterThan(60_000);
  });

  it('when the transcription answers an error, then it fails', async () => {
    standIn.mode = 'not-json';
    const note = join(dir, 'note2.wav');
    await writeFile(note, silentWav(1));
    await expect(transcribeWithProvider(provider('whisper-1'), note, 1)).rejects.toThrow(
      AudioProviderError,
    );
  });
});
