/**
 * An OpenAI-compatible API's audio endpoints (`/audio/speech`, `/audio/transcriptions`), when
 * the server has one configured (AI_BASE_URL, AI_API_KEY, AI_TTS_MODEL / AI_STT_MODEL).
 */
export interface AudioProvider {
  /** Up to and including the version: 'https://api.openai.com/v1'. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** The provider did not answer properly: an HTTP error, a timeout, an answer of the wrong kind. */
export class AudioProviderError extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AudioProviderError';
  }
}

/** Calls one of the provider's endpoints; a timeout, a network failure or a non-2xx throw. */
export async function callAudioProvider(
  provider: AudioProvider,
  path: string,
  init: { body: string | FormData; json?: boolean; signal?: AbortSignal },
): Promise<Response> {
  let response: Response;
  // The caller's signal (a cancelled job) stops the call as well as the timeout.
  const timeout = AbortSignal.timeout(provider.timeoutMs);
  try {
    response = await fetch(`${provider.baseUrl.replace(/\/+$/u, '')}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${provider.apiKey}`,
        ...(init.json ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body,
      signal: init.signal ? AbortSignal.any([timeout, init.signal]) : timeout,
    });
  } catch (error) {
    if (init.signal?.aborted) throw init.signal.reason;
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw new AudioProviderError(
      timedOut
        ? `${path} did not answer within ${provider.timeoutMs} ms`
        : `${path} could not be reached`,
      timedOut,
      { cause: error },
    );
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new AudioProviderError(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return response;
}
