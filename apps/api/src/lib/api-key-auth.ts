import { createHash } from 'node:crypto';
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES as K,
  type ApiKeyResource,
  type ApiKeyScope,
} from '@postcraft/contracts';
import {
  asOwnerId,
  findApiKeyBySecretHash,
  markApiKeyUsed,
  readOwnerVersions,
} from '@postcraft/data';
import { apiKeysRefusal, ownerPlanOf, throwIfRefused } from '@postcraft/studio';
import type { Request, RequestHandler, Response } from 'express';
import { AppError } from './app-error.js';

/** How often a key's "last used" is written: at most once a minute, not on every request. */
const LAST_USED_EVERY_MS = 60_000;

export const isApiKey = (token: string) => token.startsWith(API_KEY_LIMITS.prefix);

/** The stored form of a key's secret: SHA-256 (the secret is 192 random bits). */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** What `method` on a resource needs: its GETs read, everything else writes. */
export const scopeFor = (resource: ApiKeyResource, method: string): ApiKeyScope =>
  `${resource}:${method === 'GET' || method === 'HEAD' ? 'read' : 'write'}`;

export interface ApiKeyAuthenticator {
  /**
   * Authenticates a request made with an API key on a route of `resource`: sets `req.auth`, or
   * throws (401 unknown or revoked key, 403 scope missing or plan without API keys, 429 over the
   * key's rate, with its RateLimit headers).
   */
  authenticate(req: Request, res: Response, key: string, resource: ApiKeyResource): Promise<void>;
}

export function createApiKeyAuthenticator({
  billingEnabled,
  limiter,
}: {
  billingEnabled: boolean;
  /** Counts the key's requests (req.auth.apiKeyId), answering 429 over its limit. */
  limiter: RequestHandler;
}): ApiKeyAuthenticator {
  return {
    async authenticate(req, res, key, resource) {
      const found = await findApiKeyBySecretHash(hashApiKey(key));
      if (!found) throw new AppError('unauthorized', K.invalidKey);
      const userId = found.ownerId.toString();
      if (!found.scopes.includes(scopeFor(resource, req.method))) {
        throw new AppError('forbidden', K.outOfScope);
      }
      // A key outlives Premium: the calls stop when the plan no longer has API keys.
      throwIfRefused(apiKeysRefusal(await ownerPlanOf(asOwnerId(userId), { billingEnabled })));
      req.auth = {
        userId,
        sessionId: `api-key:${found._id.toString()}`,
        apiKeyId: found._id.toString(),
      };
      await new Promise<void>((resolve, reject) =>
        limiter(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
      );
      req.ownerVersions = await readOwnerVersions(userId).catch(() => undefined);
      const now = new Date();
      if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
        await markApiKeyUsed(found._id, now);
      }
    },
  };
}
