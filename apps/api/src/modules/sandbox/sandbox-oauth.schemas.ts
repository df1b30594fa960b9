import { TEXT_MESSAGES, userText } from '@postcraft/contracts';
import { z, type ZodError } from 'zod';
import { RANDOM_VALUE } from './sandbox-consent-cookie.js';

/**
 * What the sandbox's OAuth endpoints read. Every parameter is one string of clean text (no NUL
 * or other control character, which the database refuses): a repeated one (an array), a nested
 * one or a number is refused before anything is looked up or used up, as RFC 6749 §3.1 asks
 * ("parameters MUST NOT be included more than once").
 */
const single = userText().optional();

export const AuthorizeQuerySchema = z.object({
  client_id: single,
  redirect_uri: single,
  response_type: single,
  state: single,
  scope: single,
  code_challenge: single,
  code_challenge_method: single,
});

/** The consent form: `requestId` is the 32 random bytes (base64url) the page was given. */
export const ConsentBodySchema = z.object({
  requestId: z.string().regex(RANDOM_VALUE),
  decision: single,
  username: single,
  displayName: single,
});
export type ConsentBody = z.infer<typeof ConsentBodySchema>;

export const TokenBodySchema = z.object({
  grant_type: single,
  code: single,
  redirect_uri: single,
  code_verifier: single,
  refresh_token: single,
  client_id: single,
  client_secret: single,
});

export const RevokeBodySchema = z.object({
  token: single,
  token_type_hint: single,
  client_id: single,
  client_secret: single,
});

const CLEAN_TEXT_MESSAGES = new Set<string>(Object.values(TEXT_MESSAGES));

/** The clean-text rule's message when that is why a form was refused (shown on the page). */
export const cleanTextRefusalOf = (error: ZodError): string | undefined =>
  error.issues.find((issue) => CLEAN_TEXT_MESSAGES.has(issue.message))?.message;

/**
 * A form body, or `{}` when none was sent or its type is not one the app parses (text/plain,
 * XML, multipart): the schemas then find the fields missing.
 */
export const formBody = (body: unknown): unknown =>
  body && typeof body === 'object' && !Array.isArray(body) ? body : {};
