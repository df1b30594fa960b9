import {
  mailLanguageFromHeader,
  translateApiMessage,
  type MailLanguage,
} from '@postcraft/contracts';
import type { Request } from 'express';

/**
 * The interface language a request comes from: the web client sends it as `Accept-Language`
 * (`fr` or `en`) on every call. Answers and the mails a request triggers are written in it;
 * English without the header.
 */
export const requestLanguage = (req: Request): MailLanguage =>
  mailLanguageFromHeader(req.get('accept-language'));

/**
 * A catalogue's English text in the request's language. Services and errors carry the English
 * text; the error handler and the routers' success answers pass it through here.
 */
export const localize = (req: Request, text: string): string =>
  translateApiMessage(text, requestLanguage(req));
