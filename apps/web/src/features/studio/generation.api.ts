import {
  GENERATE_CONTENT_PATH,
  generationPath,
  type DiscardGenerationResponse,
  type GenerateContentRequestInput,
  type GenerateContentResponse,
} from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /api/content/generate */
export function generateContent(
  body: GenerateContentRequestInput,
): Promise<GenerateContentResponse['content']> {
  return apiClient
    .post<GenerateContentResponse>(GENERATE_CONTENT_PATH, body)
    .then((answer) => answer.content);
}

/** DELETE /api/content/generations/:id: the draft's generated media go with it. */
export function discardGeneration(generationId: string): Promise<DiscardGenerationResponse> {
  return apiClient.delete<DiscardGenerationResponse>(generationPath(generationId));
}

export function useGenerateContent() {
  return useMutation({ mutationFn: generateContent });
}

export function useDiscardGeneration() {
  return useMutation({ mutationFn: discardGeneration });
}

/** A fresh layout seed for a regeneration (any whole number the generator takes). */
export function newSeed(): number {
  return Math.floor(Math.random() * 1_000_000_000);
}
