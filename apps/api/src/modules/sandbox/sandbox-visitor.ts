import type { MailLanguage } from '@postcraft/contracts';
import { UserModel } from '@postcraft/data';
import type { Request } from 'express';
import { authenticateAccessToken, readAuthCookies, type Authenticator } from '../../lib/auth.js';
import { requestLanguage } from '../../lib/request-language.js';

/** Who reads a Sandbox page: the Postcraft user signed in on this browser, if any, and their language. */
export interface SandboxVisitor {
  userId: string | null;
  language: MailLanguage;
}

/**
 * The Sandbox's pages are opened by the browser itself (the connection popup, a feed link), so
 * they carry the app's access cookie but not the interface's own `Accept-Language`. A signed-in
 * user reads them in their saved interface language (the one of their last login, which their
 * mails use too); anyone else in the browser's preferred language.
 */
export async function readSandboxVisitor(
  req: Request,
  authenticator: Authenticator,
): Promise<SandboxVisitor> {
  const authenticated = await authenticateAccessToken(
    authenticator,
    readAuthCookies(req).access,
  ).catch(() => undefined);
  const userId = authenticated?.claims.userId;
  const user = userId ? await UserModel.findById(userId, { language: 1 }).lean() : null;
  if (!user) return { userId: null, language: requestLanguage(req) };
  return { userId: user._id.toString(), language: user.language };
}
