import { z } from 'zod';

/**
 * An OpenAI-compatible API for content generation, read by the API and the worker alike. With
 * AI_BASE_URL, AI_API_KEY and AI_TEXT_MODEL set, captions and video scripts come from it (and
 * images too with AI_IMAGE_MODEL); unset, the embedded local generator answers.
 */
export const aiEnvSchema = z.object({
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_TEXT_MODEL: z.string().trim().min(1).optional(),
  AI_IMAGE_MODEL: z.string().trim().min(1).optional(),
  /** The provider's `/audio/speech` model: its voices narrate videos instead of the local ones. */
  AI_TTS_MODEL: z.string().trim().min(1).optional(),
  /** The provider's `/audio/transcriptions` model: voice notes are transcribed by it. */
  AI_STT_MODEL: z.string().trim().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
});

/** The OpenAI-compatible provider of content generation, when one is configured. */
export interface AiConfig {
  baseUrl: string;
  apiKey: string;
  textModel: string;
  /** Null: images are the local branded layouts. */
  imageModel: string | null;
  /** Null: videos are narrated by the local voices (festival, espeak-ng). */
  speechModel: string | null;
  /** Null: voice notes are transcribed offline (pocketsphinx). */
  transcriptionModel: string | null;
  timeoutMs: number;
}

/** The provider's settings, null when none is set; a partial set is a configuration error. */
export function readAiConfig(parsed: z.infer<typeof aiEnvSchema>, app: string): AiConfig | null {
  const { AI_BASE_URL, AI_API_KEY, AI_TEXT_MODEL, AI_IMAGE_MODEL, AI_TIMEOUT_MS } = parsed;
  const { AI_TTS_MODEL, AI_STT_MODEL } = parsed;
  if (
    !AI_BASE_URL &&
    !AI_API_KEY &&
    !AI_TEXT_MODEL &&
    !AI_IMAGE_MODEL &&
    !AI_TTS_MODEL &&
    !AI_STT_MODEL
  ) {
    return null;
  }
  if (!AI_BASE_URL || !AI_API_KEY || !AI_TEXT_MODEL) {
    throw new Error(
      `Invalid ${app} configuration: AI_BASE_URL, AI_API_KEY and AI_TEXT_MODEL go together (set all three, or none for the local generator)`,
    );
  }
  return {
    baseUrl: AI_BASE_URL,
    apiKey: AI_API_KEY,
    textModel: AI_TEXT_MODEL,
    imageModel: AI_IMAGE_MODEL ?? null,
    speechModel: AI_TTS_MODEL ?? null,
    transcriptionModel: AI_STT_MODEL ?? null,
    timeoutMs: AI_TIMEOUT_MS,
  };
}
