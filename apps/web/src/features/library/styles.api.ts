import {
  ENDPOINTS as E,
  type CreateStyleBodyInput,
  type MessageResponse,
  type Style,
} from '@postcraft/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/call-endpoint';
import { PLAN_QUERY_KEY } from '../billing/subscription.api';

/** The signed-in user's saved styles ('Favourite styles'), newest first. */
export const STYLES_QUERY_KEY = ['styles'] as const;

/** GET /api/styles */
export async function fetchStyles(signal?: AbortSignal): Promise<Style[]> {
  return (await callEndpoint(E.listStyles, { signal })).data.styles;
}

/** POST /api/styles */
export async function createStyle(body: CreateStyleBodyInput): Promise<Style> {
  return (await callEndpoint(E.createStyle, { body })).data.style;
}

/** DELETE /api/styles/{id} */
export function deleteStyle(id: string): Promise<MessageResponse> {
  return callEndpoint(E.deleteStyle, { params: { id } });
}

export function useStyles() {
  return useQuery({ queryKey: STYLES_QUERY_KEY, queryFn: ({ signal }) => fetchStyles(signal) });
}

/** Saves a style and puts it first in the list at once (the list is newest first). */
export function useCreateStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStyle,
    onSuccess: (style) => {
      queryClient.setQueryData<Style[]>(STYLES_QUERY_KEY, (styles) =>
        styles ? [style, ...styles.filter((saved) => saved._id !== style._id)] : styles,
      );
      void queryClient.invalidateQueries({ queryKey: STYLES_QUERY_KEY });
      // The plan counts the templates kept.
      void queryClient.invalidateQueries({ queryKey: PLAN_QUERY_KEY });
    },
  });
}

export function useDeleteStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (style: Style) => deleteStyle(style._id),
    onSuccess: (_answer, style) => {
      queryClient.setQueryData<Style[]>(STYLES_QUERY_KEY, (styles) =>
        styles?.filter((saved) => saved._id !== style._id),
      );
      void queryClient.invalidateQueries({ queryKey: STYLES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PLAN_QUERY_KEY });
    },
  });
}
