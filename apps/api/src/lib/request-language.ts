import { mailLanguageFromHeader, type MailLanguage } from '@postcraft/contracts';
import type { Request } from 'express';

/**
 * The interface language a request comes from: the web client sends it as `Accept-Language`
 * (`fr` or `en`) on every call. Mails a request triggers are written in it.
 */
export const requestLanguage = (req: Request): MailLanguage =>
  mailLanguageFromHeader(req.get('accept-language'));
