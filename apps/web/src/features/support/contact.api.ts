import type { ContactBodyInput, MessageResponse } from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /api/contact: the landing page's TALK TO US and the /contact page (public). */
export function sendContactMessage(body: ContactBodyInput): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>('/api/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
