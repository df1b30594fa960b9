import {
  GENERATE_CONTENT_PATH,
  generationPath,
  type DiscardGenerationResponse,
  type GenerateContentRequestInput,
  type GenerateContentResponse,
  type GenerationAcceptedResponse,
  type GenerationStateResponse,
} from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /api/content/generate, answered once the content is made (images). */
export function generateContent(
  body: GenerateContentRequestInput,
): Promise<GenerateContentResponse['content']> {
  return apiClient
    .post<GenerateContentResponse>(GENERATE_CONTENT_PATH, body)
    .then((answer) => answer.content);
}

/**
 * POST /api/content/generate with `Prefer: respond-async` (videos): the server answers 202 with
 * the generation's first progress at once. A server that made the content straight away answers
 * the content itself.
 */
export function startGeneration(
  body: GenerateContentRequestInput,
): Promise<GenerationAcceptedResponse | GenerateContentResponse> {
  return apiClient.post<GenerationAcceptedResponse | GenerateContentResponse>(
    GENERATE_CONTENT_PATH,
    body,
    { headers: { Prefer: 'respond-async' } },
  );
}

export type GenerationState = GenerationStateResponse['generation'];

/** GET /api/content/generations/:id: its progress, and its content once done. */
export function fetchGenerationState(
  generationId: string,
  signal?: AbortSignal,
): Promise<GenerationState> {
  return apiClient
    .get<GenerationStateResponse>(generationPath(generationId), signal ? { signal } : {})
    .then((answer) => answer.generation);
}

/**
 * DELETE /api/content/generations/:id: the draft's generated media go with it, or a render in
 * progress stops.
 */
export function discardGeneration(generationId: string): Promise<DiscardGenerationResponse> {
  return apiClient.delete<DiscardGenerationResponse>(generationPath(generationId));
}

export function useDiscardGeneration() {
  return useMutation({ mutationFn: discardGeneration });
}

/** A fresh layout seed for a regeneration (any whole number the generator takes). */
export function newSeed(): number {
  return Math.floor(Math.random() * 1_000_000_000);
}
