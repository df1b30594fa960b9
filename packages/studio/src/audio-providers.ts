import type { AiConfig } from '@postcraft/runtime-config';
import type { AudioProvider } from '@postcraft/video';

const providerOf = (ai: Readonly<AiConfig>, model: string | null): AudioProvider | null =>
  model ? { baseUrl: ai.baseUrl, apiKey: ai.apiKey, model, timeoutMs: ai.timeoutMs } : null;

/** The provider's voices (AI_TTS_MODEL), or null: the local ones narrate. */
export const speechProviderOf = (ai: Readonly<AiConfig> | null): AudioProvider | null =>
  ai ? providerOf(ai, ai.speechModel) : null;

/** The provider's transcription (AI_STT_MODEL), or null: pocketsphinx transcribes offline. */
export const transcriptionProviderOf = (ai: Readonly<AiConfig> | null): AudioProvider | null =>
  ai ? providerOf(ai, ai.transcriptionModel) : null;
