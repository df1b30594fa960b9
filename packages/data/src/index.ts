import { ContactMessageModel } from './contact-message.model.js';
import { SavedStyleModel } from './saved-style.model.js';
import { SessionModel } from './session.model.js';
import { UserModel } from './user.model.js';
import { VerificationCodeClaimModel } from './verification-code-claim.model.js';
import { VerificationCodeModel } from './verification-code.model.js';

export * from './contact-message.model.js';
export * from './saved-style.model.js';
export * from './saved-style.repository.js';
export * from './session.model.js';
export * from './user.mapper.js';
export * from './user.model.js';
export * from './verification-code-claim.model.js';
export * from './verification-code.model.js';

/**
 * Waits until every model's indexes exist. Unique indexes carry the guarantees (one account per
 * email, one code per address, a token rotated once), so servers call this before serving.
 */
export async function initDataModels(): Promise<void> {
  await Promise.all([
    UserModel.init(),
    VerificationCodeModel.init(),
    VerificationCodeClaimModel.init(),
    SessionModel.init(),
    ContactMessageModel.init(),
    SavedStyleModel.init(),
  ]);
}
