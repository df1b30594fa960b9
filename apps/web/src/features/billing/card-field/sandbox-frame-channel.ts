import {
  PAYMENT_HOST_SOURCE,
  PaymentFrameMessageSchema,
  PaymentHostMessageSchema,
  type PaymentFrameMessage,
} from '@postcraft/contracts';
import {
  INITIAL_CARD_FIELD_STATE,
  type CardConfirmation,
  type CardFieldController,
  type CardFieldState,
  type SetupConfirmation,
} from './card-field.types';

/**
 * The web app's side of the payment Sandbox's card field protocol (payment-sandbox-frame.ts in
 * the contracts): it listens to the framed page only (its origin and its window), reads each
 * message with the contract's schema, and sends `confirm` to that origin alone. The same
 * `confirm` pays a PaymentIntent or saves a card with a SetupIntent, by the secret's kind.
 */

/** The framed page's window, as far as the channel uses it. */
export interface FrameWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** A message event as the channel reads it (a window's `message` event). */
export type FrameMessageEvent = Pick<MessageEvent, 'origin' | 'source' | 'data'>;

export interface SandboxFrameChannelOptions {
  /** The origin of the card field's address; messages from any other are ignored. */
  frameOrigin: string;
  /** The frame's window; null while it is not in the page. */
  getFrameWindow: () => FrameWindow | null;
  onStateChange: (state: CardFieldState) => void;
  /** The field's content changed height (px). */
  onResize: (height: number) => void;
  /** Leaves the page for the card's authentication (window.location.assign). */
  navigate: (url: string) => void;
  /** How long a confirmation may wait for the frame's answer. */
  resultTimeoutMs?: number;
}

export interface SandboxFrameChannel extends CardFieldController {
  handleMessage(event: FrameMessageEvent): void;
  /** Stops waiting for answers (the field is leaving the page). */
  dispose(): void;
}

const DEFAULT_RESULT_TIMEOUT_MS = 60_000;
const NO_ANSWER = { status: 'card-error', message: null } as const satisfies CardConfirmation;

let requestCount = 0;
function nextRequestId(): string {
  requestCount += 1;
  return `confirm-${Date.now().toString(36)}-${requestCount}`;
}

/** An address resolved against an origin, or null when it leads anywhere else. */
function addressOn(address: string, origin: string): string | null {
  try {
    const url = new URL(address, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

type FrameResult = Extract<PaymentFrameMessage, { type: 'result' }>;

/** The frame's answer to `confirm`, as the purchase flow reads it. */
export function readFrameResult(
  result: FrameResult,
  frameOrigin: string,
  navigate: (url: string) => void,
): CardConfirmation {
  const outcome = readIntentResult(result, frameOrigin, navigate, 'pi_');
  return outcome.status === 'succeeded'
    ? { status: 'succeeded', paymentIntentId: outcome.intentId }
    : outcome;
}

/** The frame's answer to `confirm` with a SetupIntent's secret (its `paymentIntent` is the SetupIntent). */
export function readFrameSetupResult(
  result: FrameResult,
  frameOrigin: string,
  navigate: (url: string) => void,
): SetupConfirmation {
  const outcome = readIntentResult(result, frameOrigin, navigate, 'seti_');
  return outcome.status === 'succeeded'
    ? { status: 'succeeded', setupIntentId: outcome.intentId }
    : outcome;
}

type IntentResult =
  { status: 'succeeded'; intentId: string } | Exclude<CardConfirmation, { status: 'succeeded' }>;

function readIntentResult(
  result: FrameResult,
  frameOrigin: string,
  navigate: (url: string) => void,
  idPrefix: 'pi_' | 'seti_',
): IntentResult {
  if (result.error) return { status: 'card-error', message: result.error.message };
  if (result.redirectUrl !== null) {
    // The authentication page is the Sandbox's own: nowhere else is followed.
    const target = addressOn(result.redirectUrl, frameOrigin);
    if (target === null) return NO_ANSWER;
    navigate(target);
    return { status: 'redirecting' };
  }
  const intent = result.paymentIntent;
  if (intent?.status === 'succeeded' && intent.id.startsWith(idPrefix)) {
    return { status: 'succeeded', intentId: intent.id };
  }
  return { status: 'not-succeeded' };
}

export function createSandboxFrameChannel({
  frameOrigin,
  getFrameWindow,
  onStateChange,
  onResize,
  navigate,
  resultTimeoutMs = DEFAULT_RESULT_TIMEOUT_MS,
}: SandboxFrameChannelOptions): SandboxFrameChannel {
  let state = INITIAL_CARD_FIELD_STATE;
  const pending = new Map<string, (result: FrameResult | null) => void>();

  function setState(next: Partial<CardFieldState>) {
    state = { ...state, ...next };
    onStateChange(state);
  }

  function handleMessage(event: FrameMessageEvent) {
    if (event.origin !== frameOrigin) return;
    const frame = getFrameWindow();
    if (frame === null || event.source !== frame) return;
    const parsed = PaymentFrameMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'ready':
        setState({ isReady: true });
        break;
      case 'change':
        setState({ isComplete: message.complete, error: message.error });
        break;
      case 'resize':
        onResize(message.height);
        break;
      case 'result':
        pending.get(message.requestId)?.(message);
        break;
    }
  }

  /** Sends `confirm` to the frame and waits for its `result`; null without one. */
  function send(clientSecret: string, returnUrl: string): Promise<FrameResult | null> {
    const frame = getFrameWindow();
    const message = PaymentHostMessageSchema.safeParse({
      source: PAYMENT_HOST_SOURCE,
      type: 'confirm',
      requestId: nextRequestId(),
      clientSecret,
      returnUrl,
    });
    if (frame === null || !state.isReady || !message.success) return Promise.resolve(null);
    const { requestId } = message.data;
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(null), resultTimeoutMs);
      function finish(result: FrameResult | null) {
        clearTimeout(timer);
        pending.delete(requestId);
        resolve(result);
      }
      pending.set(requestId, finish);
      frame.postMessage(message.data, frameOrigin);
    });
  }

  async function confirm(clientSecret: string, returnUrl: string): Promise<CardConfirmation> {
    const result = await send(clientSecret, returnUrl);
    return result === null ? NO_ANSWER : readFrameResult(result, frameOrigin, navigate);
  }

  async function confirmSetup(clientSecret: string, returnUrl: string): Promise<SetupConfirmation> {
    const result = await send(clientSecret, returnUrl);
    return result === null ? NO_ANSWER : readFrameSetupResult(result, frameOrigin, navigate);
  }

  return {
    handleMessage,
    confirm,
    confirmSetup,
    dispose() {
      for (const finish of [...pending.values()]) finish(null);
    },
  };
}
