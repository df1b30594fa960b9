import { ENDPOINTS as E, type ContactBodyInput, type MessageResponse } from '@postcraft/contracts';
import { useCallback, useState } from 'react';
import { callEndpoint } from '../../lib/call-endpoint';

/** POST /api/contact: the landing page's TALK TO US and the /contact page (public). */
export function sendContactMessage(body: ContactBodyInput): Promise<MessageResponse> {
  return callEndpoint(E.sendContactMessage, { body });
}

type SendState =
  | { isPending: false; isError: false; error: null }
  | { isPending: true; isError: false; error: null }
  | { isPending: false; isError: true; error: unknown };

const IDLE: SendState = { isPending: false, isError: false, error: null };

/**
 * Sends a contact message and tracks the attempt. Plain React state rather than react-query:
 * the landing page's own bundle carries no react-query.
 */
export function useSendContactMessage() {
  const [state, setState] = useState<SendState>(IDLE);

  const mutate = useCallback(
    (body: ContactBodyInput, { onSuccess }: { onSuccess?: () => void } = {}) => {
      setState({ isPending: true, isError: false, error: null });
      sendContactMessage(body).then(
        () => {
          setState(IDLE);
          onSuccess?.();
        },
        (error: unknown) => setState({ isPending: false, isError: true, error }),
      );
    },
    [],
  );
  const reset = useCallback(() => setState(IDLE), []);

  return { ...state, mutate, reset };
}
