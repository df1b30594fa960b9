import { GeneratorError } from '../generator-error.js';

export interface OpenAiCompatibleConfig {
  /** Base URL of the API, up to and including its version ('https://api.openai.com/v1'). */
  baseUrl: string;
  apiKey: string;
  textModel: string;
  /** Null: images are the local branded ones, text comes from the provider. */
  imageModel: string | null;
  /** Every call gives up after this long. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** POSTs JSON to the provider; a timeout, a network error, a non-2xx or a non-JSON answer throw. */
export async function postJson(
  config: OpenAiCompatibleConfig,
  path: string,
  body: unknown,
  /** Stops the call as well as the timeout (a cancelled job): its reason is thrown. */
  signal?: AbortSignal,
): Promise<unknown> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}${path}`;
  const timeout = AbortSignal.timeout(config.timeoutMs);
  let response: Response;
  try {
    response = await (config.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw requestError(error, path, config.timeoutMs);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw requestError(error, path, config.timeoutMs);
  }
  if (!response.ok) {
    throw new GeneratorError(
      'failed',
      `${path} answered ${response.status}: ${text.slice(0, 300)}`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new GeneratorError('failed', `${path} answered something other than JSON`, {
      cause: error,
    });
  }
}

function requestError(error: unknown, path: string, timeoutMs: number): GeneratorError {
  // A DOMException, which is not always an instance of this realm's Error: read its name.
  const name =
    typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new GeneratorError('timeout', `${path} did not answer within ${timeoutMs} ms`, {
      cause: error,
    });
  }
  return new GeneratorError('failed', `${path} could not be reached`, { cause: error });
}
