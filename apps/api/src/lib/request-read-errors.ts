import { API_ERROR_MESSAGES as M, type ApiError } from '@postcraft/contracts';

/** What the body parsers (body-parser, raw-body, http-errors) put on the errors they raise. */
interface HttpClientError extends Error {
  type?: unknown;
  status?: unknown;
  expose?: unknown;
  code?: unknown;
}

type Answer = { status: number; body: ApiError };

const BY_TYPE: Record<string, Answer> = {
  'entity.parse.failed': {
    status: 400,
    body: { message: M.bodyNotJson, code: 'malformed_body' },
  },
  'entity.too.large': {
    status: 413,
    body: { message: M.bodyTooLarge, code: 'payload_too_large' },
  },
  'parameters.too.many': {
    status: 413,
    body: { message: M.tooManyFields, code: 'payload_too_large' },
  },
  'encoding.unsupported': {
    status: 415,
    body: {
      message: M.encodingUnsupported,
      code: 'unsupported_media_type',
    },
  },
  'charset.unsupported': {
    status: 415,
    body: {
      message: M.charsetUnsupported,
      code: 'unsupported_media_type',
    },
  },
};

const UNDECODABLE_BODY: Answer = {
  status: 400,
  body: {
    message: M.bodyUndecodable,
    code: 'malformed_body',
  },
};

const UNREADABLE_REQUEST: Answer = {
  status: 400,
  body: { message: M.requestUnreadable, code: 'bad_request' },
};

/**
 * The answer to an error raised while a request was read (its body decoded, inflated or
 * parsed), or undefined when the error is not one of those. Every such error is the client's:
 * a 4xx that names what to fix, never a 500.
 */
export function answerRequestReadError(error: unknown): Answer | undefined {
  if (!(error instanceof Error)) return undefined;
  const { type, status, expose, code } = error as HttpClientError;
  if (typeof type === 'string' && BY_TYPE[type]) return BY_TYPE[type];
  if (typeof status !== 'number' || status < 400 || status > 499 || expose !== true)
    return undefined;
  // zlib's own errors (Z_DATA_ERROR, Z_BUF_ERROR...) wrapped by body-parser as a 400.
  if (typeof code === 'string' && code.startsWith('Z_')) return UNDECODABLE_BODY;
  return { ...UNREADABLE_REQUEST, status };
}
