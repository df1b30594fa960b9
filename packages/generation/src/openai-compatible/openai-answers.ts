import { z } from 'zod';
import { GeneratorError } from '../generator-error.js';

/** The JSON schema the chat completion must answer with (structured output). */
export const CAPTIONS_JSON_SCHEMA = {
  name: 'social_posts',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['headline', 'posts'],
    properties: {
      headline: { type: 'string', description: 'A short headline for the image, at most 8 words.' },
      posts: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['platform', 'caption', 'hashtags'],
          properties: {
            platform: { type: 'string' },
            caption: { type: 'string' },
            hashtags: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

const ChatAnswerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const PostsSchema = z.object({
  headline: z.string(),
  posts: z.array(
    z.object({ platform: z.string(), caption: z.string(), hashtags: z.array(z.unknown()) }),
  ),
});
export type ProviderPosts = z.infer<typeof PostsSchema>;

const ImagesAnswerSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1) })).min(1),
});

/** The JSON a chat completion answered with, or a GeneratorError when it holds none. */
export function readChatJson(answer: unknown): unknown {
  const chat = ChatAnswerSchema.safeParse(answer);
  const content = chat.success ? chat.data.choices[0]!.message.content : null;
  if (!content) throw new GeneratorError('failed', 'The chat completion had no content');
  try {
    return JSON.parse(content);
  } catch (error) {
    throw new GeneratorError('failed', 'The chat completion was not JSON', { cause: error });
  }
}

/** The posts of a chat completion, or a GeneratorError when the answer is not what was asked. */
export function readPosts(answer: unknown): ProviderPosts {
  const posts = PostsSchema.safeParse(readChatJson(answer));
  if (!posts.success) throw new GeneratorError('failed', 'The chat completion missed fields');
  return posts.data;
}

/** The image bytes of an images answer (b64_json). */
export function readImage(answer: unknown): Buffer {
  const images = ImagesAnswerSchema.safeParse(answer);
  if (!images.success) throw new GeneratorError('failed', 'The images answer held no image');
  return Buffer.from(images.data.data[0]!.b64_json, 'base64');
}
