import { ENDPOINTS as E, type LibraryGeneration } from '@postcraft/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/call-endpoint';
import { discardGeneration } from '../studio/generation.api';

/** The user's generations the library shows ("Created by you"), newest first. */
export const GENERATIONS_QUERY_KEY = ['generations'] as const;

/** The newest generations, one page (older ones are swept after a day unless a post uses them). */
const LIBRARY_PAGE_SIZE = 24;

/** GET /api/content/generations?limit=24 */
export async function fetchGenerations(signal?: AbortSignal): Promise<LibraryGeneration[]> {
  const answer = await callEndpoint(E.listGenerations, {
    query: { limit: LIBRARY_PAGE_SIZE },
    signal,
  });
  return answer.data.generations;
}

export function useGenerations() {
  return useQuery({
    queryKey: GENERATIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchGenerations(signal),
  });
}

/** Deletes a generation (its files go unless a post carries them) and takes it off the list. */
export function useDeleteGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (generation: LibraryGeneration) => discardGeneration(generation._id),
    onSuccess: (_answer, generation) => {
      queryClient.setQueryData<LibraryGeneration[]>(GENERATIONS_QUERY_KEY, (list) =>
        list?.filter((entry) => entry._id !== generation._id),
      );
    },
  });
}
