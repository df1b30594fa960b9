import { PAYMENT_FRAME_SOURCE, type PaymentHostMessage } from '@postcraft/contracts';
import { act, waitFor } from '@testing-library/react';
import { SANDBOX_FRAME_URL } from './payments.factory';

/**
 * Plays the payment Sandbox's card field inside the iframe the app draws: jsdom does not load
 * the page, so the test speaks for it (messages from its window and origin) and reads what the
 * app sends it.
 */
export async function takeOverCardFrame() {
  const iframe = await waitFor(() => {
    const found = document.querySelector<HTMLIFrameElement>('iframe');
    if (!found?.contentWindow) throw new Error('no card frame yet');
    return found;
  });
  const frameWindow = iframe.contentWindow as Window;
  const received: { message: PaymentHostMessage; targetOrigin: string }[] = [];
  frameWindow.postMessage = ((message: PaymentHostMessage, targetOrigin: string) => {
    received.push({ message, targetOrigin });
  }) as Window['postMessage'];

  const send = (data: Record<string, unknown>) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: PAYMENT_FRAME_SOURCE, ...data },
          origin: new URL(SANDBOX_FRAME_URL).origin,
          source: frameWindow,
        }),
      );
    });

  return {
    iframe,
    received,
    ready: () => send({ type: 'ready' }),
    /** The card as typed: complete or not, and the field's own error. */
    change: (complete: boolean, error: string | null = null) =>
      send({ type: 'change', complete, error }),
    /** Answers the last `confirm` the app sent. */
    async answer(result: {
      paymentIntent?: { id: string; status: string } | null;
      error?: { code: string; message: string } | null;
      redirectUrl?: string | null;
    }) {
      const request = await waitFor(() => {
        const last = received.at(-1);
        if (!last) throw new Error('no confirm received yet');
        return last;
      });
      await send({
        type: 'result',
        requestId: request.message.requestId,
        paymentIntent: null,
        error: null,
        redirectUrl: null,
        ...result,
      });
    },
  };
}
