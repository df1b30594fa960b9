/** 24 random bytes are 32 base64url characters. */
const SESSION_ID_BYTES = 24;

/** A random id for one connection popup, shared by the popup and the status polling. */
export function createSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SESSION_ID_BYTES));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
