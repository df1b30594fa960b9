import { fetchFailure } from '../../http.js';
import type { FetchFunction } from '../../platform-adapter.js';
import { PlatformError } from '../../platform-error.js';

/** Every Bot API answer: `{ ok: true, result }` or `{ ok: false, error_code, description, parameters }`. */
interface BotApiAnswer<T> {
  ok?: boolean;
  result?: T;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

export type BotCall = <T>(method: string, params: Record<string, unknown> | FormData) => Promise<T>;

/**
 * Calls `{api}/bot{token}/{method}`. The token sits in every URL, so no message leaving here may
 * carry the URL or the token: each one is scrubbed before it becomes a PlatformError.
 */
export function createBotClient(
  apiBase: string,
  botToken: string,
  fetchFn: FetchFunction,
): BotCall {
  const scrub = (text: string) => (botToken ? text.split(botToken).join('<bot token>') : text);

  return async function callBot<T>(method: string, params: Record<string, unknown> | FormData) {
    const init: RequestInit =
      params instanceof FormData
        ? { method: 'POST', headers: { Accept: 'application/json' }, body: params }
        : {
            method: 'POST',
            headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
            body: JSON.stringify(params),
          };
    let response: Response;
    try {
      response = await fetchFn(`${apiBase}/bot${botToken}/${method}`, init);
    } catch (error) {
      // Every Bot API call is a POST; only its get* methods are reads, safe to send again.
      const failure = fetchFailure(
        'telegram',
        apiBase,
        method.startsWith('get') ? 'GET' : 'POST',
        error,
      );
      throw new PlatformError('telegram', 'provider_error', scrub(failure.message), {
        outcomeUnknown: failure.outcomeUnknown,
      });
    }

    const text = await response.text();
    let answer: BotApiAnswer<T> | undefined;
    try {
      answer = JSON.parse(text) as BotApiAnswer<T>;
    } catch {
      answer = undefined;
    }
    if (response.ok && answer?.ok) return answer.result as T;
    throw botApiError(response, answer, scrub);
  };
}

function botApiError(
  response: Response,
  answer: BotApiAnswer<unknown> | undefined,
  scrub: (text: string) => string,
): PlatformError {
  const status = answer?.error_code ?? response.status;
  const description = scrub(
    answer?.description ?? `${response.status} ${response.statusText || 'error'}`,
  );
  const details = { status, providerCode: String(status) };

  if (status === 429) {
    const header = Number(response.headers.get('retry-after'));
    const retryAfterSec = answer?.parameters?.retry_after ?? (header > 0 ? header : undefined);
    return new PlatformError('telegram', 'rate_limited', description, {
      ...details,
      retryAfterSec,
    });
  }
  if (status === 401 || status === 404) {
    // The server's bot token itself was refused: nothing the user can fix by reconnecting.
    return new PlatformError(
      'telegram',
      'provider_error',
      `Telegram refused this server's bot (${description}); check TELEGRAM_BOT_TOKEN`,
      details,
    );
  }
  if (status === 403) {
    // "bot was kicked from the channel chat", "bot is not a member of the channel chat"...
    return new PlatformError(
      'telegram',
      'reauth_required',
      `${description}. Add the bot back as an administrator of the channel with permission to post messages, then connect the channel again`,
      details,
    );
  }
  if (status >= 500 || !answer)
    return new PlatformError('telegram', 'provider_error', description, details);
  return new PlatformError('telegram', 'rejected', description, details);
}
