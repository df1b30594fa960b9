import {
  ENDPOINTS as E,
  type DiscardGenerationResponse,
  type GenerateContentRequestInput,
  type GenerateContentResponse,
  type GenerationAcceptedResponse,
  type GenerationStateResponse,
} from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, UnexpectedAnswerError } from '../../lib/call-endpoint';

/** POST /api/content/generate, answered once the content is made (images). */
export async function generateContent(
  body: GenerateContentRequestInput,
): Promise<GenerateContentResponse['content']> {
  const answer = await callEndpoint(E.generateContent, { body });
  // Without `Prefer: respond-async` the server answers the content itself, never a queued one.
  if (!('content' in answer)) throw new UnexpectedAnswerError();
  return answer.content;
}

/**
 * POST /api/content/generate with `Prefer: respond-async` (videos): the server answers 202 with
 * the generation's first progress at once. A server that made the content straight away answers
 * the content itself.
 */
export function startGeneration(
  body: GenerateContentRequestInput,
): Promise<GenerationAcceptedResponse | GenerateContentResponse> {
  return callEndpoint(E.generateContent, { body, headers: { Prefer: 'respond-async' } });
}

export type GenerationState = GenerationStateResponse['generation'];

/** GET /api/content/generations/{id}: its progress, and its content once done. */
export async function fetchGenerationState(
  generationId: string,
  signal?: AbortSignal,
): Promise<GenerationState> {
  const answer = await callEndpoint(E.getGeneration, { params: { id: generationId }, signal });
  return answer.generation;
}

/**
 * DELETE /api/content/generations/{id}: the draft's generated media go with it, or a render in
 * progress stops.
 */
export function discardGeneration(generationId: string): Promise<DiscardGenerationResponse> {
  return callEndpoint(E.discardGeneration, { params: { id: generationId } });
}

export function useDiscardGeneration() {
  return useMutation({ mutationFn: discardGeneration });
}

/** A fresh layout seed for a regeneration (any whole number the generator takes). */
export function newSeed(): number {
  return Math.floor(Math.random() * 1_000_000_000);
}
