import { rankMomentsWithProvider } from '@postcraft/generation';
import type { AiConfig } from '@postcraft/runtime-config';
import { providerTranscription, type RankMoments, type TranscribeSpeech } from '@postcraft/video';
import { transcriptionProviderOf } from './audio-providers.js';

/** The provider's parts of making reels: the hooks `makeReels` takes (absent: offline). */
export interface ReelsProvider {
  /** AI_STT_MODEL's transcription, split in pieces of at most 10 minutes; pocketsphinx when absent. */
  transcribe?: TranscribeSpeech;
  /** AI_TEXT_MODEL ranking the candidate moments by their transcript; the rules when absent. */
  rank?: RankMoments;
}

/**
 * The reels' provider hooks from the AI configuration: the chat model ranks the moments when a
 * text model is configured, the provider transcribes when a transcription model is. With no
 * provider, none (pocketsphinx and the rules do the work). Either failing falls back to the
 * offline path inside `makeReels`, which reports it through `onNotice`.
 */
export function reelsProviderOf(ai: Readonly<AiConfig> | null): ReelsProvider {
  if (!ai) return {};
  const hooks: ReelsProvider = {};
  const transcription = transcriptionProviderOf(ai);
  if (transcription) hooks.transcribe = providerTranscription(transcription);
  if (ai.textModel) {
    const chat = {
      baseUrl: ai.baseUrl,
      apiKey: ai.apiKey,
      textModel: ai.textModel,
      imageModel: ai.imageModel,
      timeoutMs: ai.timeoutMs,
    };
    hooks.rank = (moments, signal) => rankMomentsWithProvider(chat, moments, signal);
  }
  return hooks;
}
