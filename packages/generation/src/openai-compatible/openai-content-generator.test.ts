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
    // Over the limits, the answer was sent back once; without an image model, the images are
    // the local branded ones.
    expect(standIn.requests.map((request) => request.path)).toEqual([
      '/chat/completions',
      '/chat/completions',
    ]);
  });

  it("makes a carousel's slides from each provider caption, after the composited picture", async () => {
    standIn.captions = {
      instagram:
        'Our pistachio croissant is here, 3.50 euros, Rue des Martyrs. Only 20 a day, so come early. Order through the link in bio.',
      facebook:
        'Our pistachio croissant is here, 3.50 euros, Rue des Martyrs. Send us a message to order.',
      twitter: 'Our pistachio croissant is here, 3.50 euros, Rue des Martyrs.',
    };
    const { content } = await generatorFor().generate(
      generationInput(['instagram', 'facebook', 'twitter'], {
        description: 'Announce our new pistachio croissant, 3.50 euros, Rue des Martyrs',
        carousel: true,
      }),
    );
    for (const platform of ['instagram', 'facebook'] as const) {
      const { image, slides } = content[platform]!;
      expect(slides![0]).toBe(image);
      expect(slides!.length).toBeGreaterThanOrEqual(3);
      expect(slides!.length).toBeLessThanOrEqual(5);
      for (const slide of slides!) {
        expect([slide.width, slide.height]).toEqual([image.width, image.height]);
      }
    }
    // Instagram's caption has two sentences before its call: one slide each, then the call.
    expect(content.instagram!.slides).toHaveLength(4);
    expect(content.twitter!.slides).toBeUndefined();
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

  describe('when the answer breaks the rules', () => {
    const launch = (language: 'en' | 'fr' = 'en') =>
      generationInput(['linkedin', 'instagram'], {
        description: 'Announce our new pistachio croissant, 3.50 euros, Rue des Martyrs',
        language,
      });
    const chats = () => standIn.requests.filter((request) => request.path === '/chat/completions');

    it('sends it back once with what it broke, and keeps the second answer', async () => {
      standIn.nextCaptions = [
        {
          linkedin: 'Our pistachio croissant is here. Order through the link in bio.',
          instagram: 'Our pistachio croissant is here, 3.50 euros, Rue des Martyrs.',
        },
        {
          linkedin:
            'Our pistachio croissant is here: 3.50 euros at Rue des Martyrs. Come and taste it.',
          instagram: 'Our pistachio croissant is here, 3.50 euros, Rue des Martyrs. Link in bio.',
        },
      ];
      const { content } = await generatorFor({ imageModel: null }).generate(launch());

      expect(chats()).toHaveLength(2);
      const retry = (chats()[1]!.body.messages as { content: string }[]).at(-1)!.content;
      expect(retry).toContain('linkedin: "3.50 euros" is missing');
      expect(retry).toContain('linkedin: says "link in bio"');
      expect(content.linkedin!.caption).toBe(
        'Our pistachio croissant is here: 3.50 euros at Rue des Martyrs. Come and taste it.',
      );
      const system = (chats()[0]!.body.messages as { content: string }[])[0]!.content;
      expect(system).toContain('Write every post in English.');
      expect(system).toContain('"3.50 euros", "Rue des Martyrs"');
    });

    it('repairs what the second answer still breaks: no "link in bio" on LinkedIn, every fact, no "…"', async () => {
      standIn.captions = {
        linkedin:
          'Our pistachio croissant is here. Order through the link in bio. So flaky and so…',
        instagram: 'Our pistachio croissant is here, 3.50 euros, Rue des Martyrs.',
      };
      const { content } = await generatorFor({ imageModel: null }).generate(launch());

      expect(chats()).toHaveLength(2);
      const linkedin = content.linkedin!.caption;
      expect(linkedin).not.toMatch(/link in bio/iu);
      expect(linkedin).not.toContain('…');
      expect(linkedin).toContain('3.50 euros');
      expect(linkedin).toContain('Rue des Martyrs');
      expect(linkedin.startsWith('Our pistachio croissant is here.')).toBe(true);
    });

    it('writes a platform in the wrong language with the local copywriter', async () => {
      standIn.captions = {
        linkedin: 'Our pistachio croissant is here, 3.50 euros, Rue des Martyrs.',
      };
      const { content } = await generatorFor({ imageModel: null }).generate(
        generationInput(['linkedin'], {
          description: 'Annonce notre nouveau croissant à la pistache, 3,50 €, rue des Martyrs',
        }),
      );
      expect(chats()).toHaveLength(2);
      expect(content.linkedin!.caption).toContain('3,50 €');
      expect(content.linkedin!.caption).toMatch(/croissant à la pistache/u);
      expect(content.linkedin!.caption).not.toMatch(/is here/u);
    });
  });
});

describe("a video's narration written by the provider", () => {
  it('asks for about the words wanted in the language, and gets spoken sentences without hashtags or emoji', async () => {
    const sentences = await generatorFor().writeNarration!(
      generationInput(['tiktok'], { description: 'Our new mugs' }),
      40,
      'fr',
    );
    expect(sentences).toEqual([
      'Stop scrolling: our new mugs are here.',
      'Hand-thrown, glazed in small batches.',
      'Grab yours through the link in bio.',
    ]);
    const [chat] = standIn.requests;
    expect(chat!.path).toBe('/chat/completions');
    expect(chat!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'video_narration' },
    });
    const system = (chat!.body.messages as Array<{ content: string }>)[0]!.content;
    expect(system).toContain('about 40 words in French');
  });

  it('when the provider answers no sentence or fails, then a generator failure', async () => {
    standIn.narration = ['#only #hashtags', '🎉'];
    const input = generationInput(['tiktok']);
    expect(await failureOf(generatorFor().writeNarration!(input, 30, 'en'))).toBe('failed');
    standIn.mode = 'not-json';
    expect(await failureOf(generatorFor().writeNarration!(input, 30, 'en'))).toBe('failed');
  });
});
