/**
 * Where the verification screen stands: which email is being verified, and whether for sign-up
 * or password recovery. It survives a reload (sessionStorage, this tab only). Neither the code
 * nor a password is ever written to storage: the code verified in the recovery flow is kept in
 * memory only, for the reset screen, and is lost with the page.
 */

export type VerificationMode = 'signup' | 'forgot';

export interface VerificationFlow {
  email: string;
  mode: VerificationMode;
}

export const VERIFICATION_FLOW_STORAGE_KEY = 'postcraft.verification';

let verifiedRecoveryCode: { email: string; code: string } | null = null;
/** Used only where sessionStorage is unavailable: the flow then lasts until a reload. */
let flowWithoutStorage: VerificationFlow | null = null;

function isVerificationFlow(value: unknown): value is VerificationFlow {
  if (typeof value !== 'object' || value === null) return false;
  const { email, mode } = value as Record<string, unknown>;
  return typeof email === 'string' && email !== '' && (mode === 'signup' || mode === 'forgot');
}

export function startVerificationFlow(flow: VerificationFlow): void {
  verifiedRecoveryCode = null;
  flowWithoutStorage = null;
  try {
    sessionStorage.setItem(
      VERIFICATION_FLOW_STORAGE_KEY,
      JSON.stringify({ email: flow.email, mode: flow.mode }),
    );
  } catch {
    flowWithoutStorage = { email: flow.email, mode: flow.mode };
  }
}

export function readVerificationFlow(): VerificationFlow | null {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(VERIFICATION_FLOW_STORAGE_KEY);
  } catch {
    return flowWithoutStorage;
  }
  if (stored === null) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isVerificationFlow(parsed) ? { email: parsed.email, mode: parsed.mode } : null;
  } catch {
    return null;
  }
}

export function endVerificationFlow(): void {
  verifiedRecoveryCode = null;
  flowWithoutStorage = null;
  try {
    sessionStorage.removeItem(VERIFICATION_FLOW_STORAGE_KEY);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Keeps the code the server accepted in the recovery flow, for the reset call. Memory only. */
export function rememberVerifiedRecoveryCode(email: string, code: string): void {
  verifiedRecoveryCode = { email, code };
}

/** The verified recovery code for this email, if this page verified one. */
export function readVerifiedRecoveryCode(email: string): string | null {
  return verifiedRecoveryCode?.email === email ? verifiedRecoveryCode.code : null;
}
