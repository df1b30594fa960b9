import { createHash, randomBytes } from 'node:crypto';

/** A PKCE verifier (43 characters of base64url, RFC 7636) and its S256 challenge. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier) };
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** An unguessable OAuth `state`. */
export function createOAuthState(): string {
  return randomBytes(32).toString('base64url');
}
