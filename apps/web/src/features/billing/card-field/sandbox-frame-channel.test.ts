import {
  PAYMENT_FRAME_SOURCE,
  PAYMENT_HOST_SOURCE,
  type PaymentHostMessage,
} from '@postcraft/contracts';
import { jestObject } from '../../../test/browser-windows';
import type { CardFieldState } from './card-field.types';
import { createSandboxFrameChannel, type FrameWindow } from './sandbox-frame-channel';

const FRAME_ORIGIN = 'http://payments.sandbox.test';
const RETURN_URL = 'http://localhost/completion';

/** The framed card field's window: records what the app sends it. */
function fakeFrame() {
  const sent: { message: PaymentHostMessage; targetOrigin: string }[] = [];
  const frame: FrameWindow = {
    postMessage(message, targetOrigin) {
      sent.push({ message: message as PaymentHostMessage, targetOrigin });
    },
  };
  return { frame, sent };
}

function setUp() {
  const { frame, sent } = fakeFrame();
  const states: CardFieldState[] = [];
  const heights: number[] = [];
  const visited: string[] = [];
  const channel = createSandboxFrameChannel({
    frameOrigin: FRAME_ORIGIN,
    getFrameWindow: () => frame,
    onStateChange: (state) => states.push(state),
    onResize: (height) => heights.push(height),
    navigate: (url) => visited.push(url),
    resultTimeoutMs: 1_000,
  });
  /** A message as the framed page sends it. */
  const fromFrame = (
    data: Record<string, unknown>,
    origin = FRAME_ORIGIN,
    source: unknown = frame,
  ) =>
    channel.handleMessage({
      data: { source: PAYMENT_FRAME_SOURCE, ...data },
      origin,
      source: source as MessageEventSource,
    });
  const answer = (result: Record<string, unknown>) =>
    fromFrame({
      type: 'result',
      requestId: sent.at(-1)?.message.requestId,
      paymentIntent: null,
      error: null,
      redirectUrl: null,
      ...result,
    });
  return { channel, sent, states, heights, visited, fromFrame, answer, frame };
}

describe('the Sandbox card field channel', () => {
  it('when the field says ready, changes and resizes, then the form hears each', () => {
    const { states, heights, fromFrame } = setUp();

    fromFrame({ type: 'ready' });
    fromFrame({ type: 'change', complete: false, error: 'Your card number is incomplete.' });
    fromFrame({ type: 'change', complete: true, error: null });
    fromFrame({ type: 'resize', height: 72 });

    expect(states).toEqual([
      { isReady: true, isComplete: false, error: null },
      { isReady: true, isComplete: false, error: 'Your card number is incomplete.' },
      { isReady: true, isComplete: true, error: null },
    ]);
    expect(heights).toEqual([72]);
  });

  it('when a message comes from another origin, another window or in another shape, then it is ignored', () => {
    const { states, heights, fromFrame } = setUp();

    fromFrame({ type: 'ready' }, 'http://evil.test');
    fromFrame({ type: 'ready' }, FRAME_ORIGIN, fakeFrame().frame);
    fromFrame({ type: 'resize', height: -4 });
    fromFrame({ type: 'launch' });
    fromFrame({ source: 'someone-else', type: 'ready' });

    expect(states).toEqual([]);
    expect(heights).toEqual([]);
  });

  it('when a payment is confirmed, then `confirm` goes to the frame’s origin only and its success is read', async () => {
    const { channel, sent, fromFrame, answer } = setUp();
    fromFrame({ type: 'ready' });

    const confirming = channel.confirm('pi_123_secret_abc', RETURN_URL);
    expect(sent).toEqual([
      {
        message: {
          source: PAYMENT_HOST_SOURCE,
          type: 'confirm',
          requestId: expect.any(String) as string,
          clientSecret: 'pi_123_secret_abc',
          returnUrl: RETURN_URL,
        },
        targetOrigin: FRAME_ORIGIN,
      },
    ]);
    answer({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });

    await expect(confirming).resolves.toEqual({ status: 'succeeded', paymentIntentId: 'pi_123' });
  });

  it('when a card is saved with a SetupIntent, then the same `confirm` goes to the frame and the SetupIntent’s success is read', async () => {
    const { channel, sent, fromFrame, answer } = setUp();
    fromFrame({ type: 'ready' });

    const saving = channel.confirmSetup('seti_123_secret_abc', RETURN_URL);
    expect(sent.map(({ message }) => message.clientSecret)).toEqual(['seti_123_secret_abc']);
    answer({ paymentIntent: { id: 'seti_123', status: 'succeeded' } });

    await expect(saving).resolves.toEqual({ status: 'succeeded', setupIntentId: 'seti_123' });
  });

  it('when a SetupIntent is answered with a PaymentIntent, or a payment with a SetupIntent, then neither counts as a success', async () => {
    const { channel, fromFrame, answer } = setUp();
    fromFrame({ type: 'ready' });

    const saving = channel.confirmSetup('seti_1_secret_x', RETURN_URL);
    answer({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    await expect(saving).resolves.toEqual({ status: 'not-succeeded' });

    const paying = channel.confirm('pi_1_secret_x', RETURN_URL);
    answer({ paymentIntent: { id: 'seti_1', status: 'succeeded' } });
    await expect(paying).resolves.toEqual({ status: 'not-succeeded' });
  });

  it('when the card is declined, then the issuer’s message is the result', async () => {
    const { channel, fromFrame, answer } = setUp();
    fromFrame({ type: 'ready' });

    const confirming = channel.confirm('pi_1_secret_x', RETURN_URL);
    answer({ error: { code: 'card_declined', message: 'Your card was declined.' } });

    await expect(confirming).resolves.toEqual({
      status: 'card-error',
      message: 'Your card was declined.',
    });
  });

  it('when the PaymentIntent did not succeed, then the result says so', async () => {
    const { channel, fromFrame, answer } = setUp();
    fromFrame({ type: 'ready' });

    const confirming = channel.confirm('pi_1_secret_x', RETURN_URL);
    answer({ paymentIntent: { id: 'pi_1', status: 'requires_payment_method' } });

    await expect(confirming).resolves.toEqual({ status: 'not-succeeded' });
  });

  it('when the card asks for authentication, then the page goes to the Sandbox’s page, and nowhere else', async () => {
    const { channel, fromFrame, answer, visited } = setUp();
    fromFrame({ type: 'ready' });

    const confirming = channel.confirm('pi_1_secret_x', RETURN_URL);
    answer({ redirectUrl: `${FRAME_ORIGIN}/authenticate?payment_intent=pi_1` });
    await expect(confirming).resolves.toEqual({ status: 'redirecting' });
    expect(visited).toEqual([`${FRAME_ORIGIN}/authenticate?payment_intent=pi_1`]);

    const elsewhere = channel.confirm('pi_2_secret_x', RETURN_URL);
    answer({ redirectUrl: 'http://evil.test/authenticate' });
    await expect(elsewhere).resolves.toEqual({ status: 'card-error', message: null });
    expect(visited).toHaveLength(1);
  });

  it('when a result answers another request, then the confirmation keeps waiting for its own', async () => {
    const { channel, fromFrame, answer } = setUp();
    fromFrame({ type: 'ready' });
    let settled = false;

    const confirming = channel.confirm('pi_1_secret_x', RETURN_URL).finally(() => {
      settled = true;
    });
    fromFrame({
      type: 'result',
      requestId: 'someone-elses',
      paymentIntent: { id: 'pi_9', status: 'succeeded' },
      error: null,
      redirectUrl: null,
    });
    await Promise.resolve();
    expect(settled).toBe(false);

    answer({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    await expect(confirming).resolves.toEqual({ status: 'succeeded', paymentIntentId: 'pi_1' });
  });

  it('when the field is not ready, then nothing is sent', async () => {
    const { channel, sent } = setUp();

    await expect(channel.confirm('pi_1_secret_x', RETURN_URL)).resolves.toEqual({
      status: 'card-error',
      message: null,
    });
    expect(sent).toEqual([]);
  });

  it('when the frame never answers, then the confirmation ends after its timeout', async () => {
    jestObject.useFakeTimers();
    try {
      const { channel, fromFrame } = setUp();
      fromFrame({ type: 'ready' });

      const confirming = channel.confirm('pi_1_secret_x', RETURN_URL);
      await jestObject.advanceTimersByTimeAsync(1_000);

      await expect(confirming).resolves.toEqual({ status: 'card-error', message: null });
    } finally {
      jestObject.useRealTimers();
    }
  });
});
