import sharp from 'sharp';
import { isGeneratorError } from '../generator-error.js';
import { PLATFORM_SPECS } from '../platform-specs.js';
import { measureCaption, postText } from '../text/caption-length.js';
import { generationInput, startOpenAiStandIn, type OpenAiStandIn } from '../test-support/index.js';
import { createOpenAiContentGenerator } from './openai-content-generator.js';

let standIn: OpenAiStandIn;

beforeEach(async () => {
  standIn = await startOpenAiStandIn();
});
afterEach(() => standIn.close());

function generatorFor(options: { imageModel?: string | null; timeoutMs?: number } = {}) {
  return createOpenAiContentGenerator({
    baseUrl: standIn.baseUrl,
    apiKey: 'sk-test',
    textModel: 'text-model',
    imageModel: options.imageModel === undefined ? 'image-model' : options.imageModel,
    timeoutMs: options.timeoutMs ?? 5_000,
  });
}

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isGeneratorError(error)) throw new Error(`expected a GeneratorError, got ${String(error)}`);
  return error.failure;
}

describe('the OpenAI-compatible content generator', () => {
  it('asks for structured captions and a b64 image, then composites the brand', async () => {
    const { generator, content } = await generatorFor().generate(
      generationInput(['instagram', 'linkedin']),
    );
    expect(generator).toBe('openai-compatible');
    const [chat, images] = standIn.requests;
    expect(chat!.path).toBe('/chat/completions');
    expect(chat!.authorization).toBe('Bearer sk-test');
    expect(chat!.body.model).toBe('text-model');
    expect(chat!.body.response_format).toMatchObject({ type: 'json_schema' });
    expect(images!.path).toBe('/images/generations');
    expect(images!.body).toMatchObject({ model: 'image-model', response_format: 'b64_json' });

    expect(content.instagram!.caption).toBe('A fresh post for instagram.');
    // Brand keywords first, then the provider's, '#' removed and duplicates dropped.
    expect(content.instagram!.hashtags).toEqual([
      'ceramics',
      'handmade',
      'pottery',
      'launch',
      'news',
    ]);
    const meta = await sharp(content.linkedin!.image.png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 627]);
  });

  it('cuts the provider captions to each platform limit', async () => {
    standIn.captions = { twitter: 'Far too long 🎉 '.repeat(100), pinterest: 'x'.repeat(900) };
    standIn.hashtags = Array.from({ length: 50 }, (_, index) => `tag${index}`);
    const { content } = await generatorFor({ imageModel: null }).generate(
      generationInput(['twitter', 'pinterest']),
    );
    for (const platform of ['twitter', 'pinterest'] as const) {
      const entry = content[platform]!;
      const spec = PLATFORM_SPECS[platform];
      expect(
        measureCaption(postText(entry.caption, entry.hashtags), spec.measure),
      ).toBeLessThanOrEqual(spec.captionMax);
      expect(entry.hashtags.length).toBeLessThanOrEqual(spec.hashtagMax);
    }
    // Without an image model, the images are the local branded ones.
    expect(standIn.requests.map((request) => request.path)).toEqual(['/chat/completions']);
  });

  it('reports a provider error as failed', async () => {
    standIn.mode = 'error';
    expect(await failureOf(generatorFor().generate(generationInput(['linkedin'])))).toBe('failed');
  });

  it('reports an answer that is not JSON, or no image, as failed', async () => {
    standIn.mode = 'not-json';
    expect(await failureOf(generatorFor().generate(generationInput(['linkedin'])))).toBe('failed');
    standIn.mode = 'no-image';
    expect(await failureOf(generatorFor().generate(generationInput(['linkedin'])))).toBe('failed');
  });

  it('gives up after its timeout', async () => {
    standIn.mode = 'slow';
    expect(
      await failureOf(generatorFor({ timeoutMs: 200 }).generate(generationInput(['linkedin']))),
    ).toBe('timeout');
  });
});
