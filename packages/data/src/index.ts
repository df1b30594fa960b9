import { ApiKeyModel } from './api-key.model.js';
import { AccountDisconnectionModel } from './account-disconnection.model.js';
import { BrandPhotoModel } from './brand-photo.model.js';
import { ConnectedAccountModel } from './connected-account.model.js';
import { ContactDeliveryClaimModel } from './contact-delivery.js';
import { ContactMessageModel } from './contact-message.model.js';
import { CreditMovementModel } from './credit-ledger.model.js';
import { BillingCustomerModel } from './billing-customer.model.js';
import { BillingSubscriptionModel } from './billing-subscription.model.js';
import { GenerationModel } from './generation.model.js';
import { MediaKeyMoveModel } from './media-key-move.model.js';
import { NotificationModel } from './notification.model.js';
import { OAuthSessionModel } from './oauth-session.model.js';
import { OneTimeClaimModel } from './one-time-claim.model.js';
import {
  PaymentSandboxIdempotencyModel,
  PaymentSandboxRevisionModel,
} from './payment-sandbox.models.js';
import { PostEngagementModel } from './post-engagement.model.js';
import { PublishAttemptModel } from './publish-attempt.model.js';
import { PublishOutcomeModel } from './publish-outcome.model.js';
import { ReelsJobModel } from './reels-job.model.js';
import { SandboxAccountModel, SandboxGrantModel } from './sandbox.models.js';
import { SavedStyleModel } from './saved-style.model.js';
import { runDataMigrationOnce } from './data-migration.model.js';
import {
  backfillCalendarBuckets,
  CALENDAR_BUCKET_BACKFILL,
} from './scheduled-post-calendar-bucket.js';
import { ScheduledPostModel } from './scheduled-post.model.js';
import { SessionModel } from './session.model.js';
import { UserModel } from './user.model.js';
import { VerificationCodeClaimModel } from './verification-code-claim.model.js';
import { VerificationCodeModel } from './verification-code.model.js';
import { VoiceNoteModel } from './voice-note.model.js';
import { WebhookDeliveryModel } from './webhook-delivery.model.js';
import { WebhookEndpointModel } from './webhook-endpoint.model.js';

export * from './account-disconnection.model.js';
export * from './api-key.model.js';
export * from './api-key.repository.js';
export * from './webhook-endpoint.model.js';
export * from './webhook-delivery.model.js';
export * from './webhook.repository.js';
export * from './autopilot-state.model.js';
export * from './autopilot-state.repository.js';
export * from './planned-post.repository.js';
export * from './planned-video.repository.js';
export * from './derived-id.js';
export * from './account-disconnection.repository.js';
export * from './brand-photo.model.js';
export * from './brand-photo.repository.js';
export * from './credit-ledger.model.js';
export * from './credit-ledger.repository.js';
export * from './billing-customer.model.js';
export * from './billing-subscription.model.js';
export * from './billing-subscription.repository.js';
export * from './connected-account.model.js';
export * from './connected-account.repository.js';
export * from './contact-delivery.js';
export * from './contact-message.model.js';
export * from './data-migration.model.js';
export * from './generated-media-move.repository.js';
export * from './generation.model.js';
export * from './generation.repository.js';
export * from './reels-job.model.js';
export * from './reels-job.repository.js';
export * from './logo-media.js';
export * from './media-key-move.model.js';
export * from './post-media.js';
export * from './notification.model.js';
export * from './notification.repository.js';
export * from './oauth-session.model.js';
export * from './owner-id.js';
export * from './owner-versions.js';
export * from './payment-sandbox.models.js';
export * from './payment-sandbox.repository.js';
export * from './post-engagement.model.js';
export {
  countRateLimitHit,
  readRateLimitHits,
  resetRateLimitHits,
  uncountRateLimitHit,
  type RateLimitHits,
} from './rate-limit-hits.js';
export * from './post-engagement.repository.js';
export * from './publish-attempt.model.js';
export * from './publish-outcome.model.js';
export * from './publish-attempt.repository.js';
export * from './publish-attempt-takeover.js';
export * from './one-time-claim.model.js';
export * from './sandbox.models.js';
export * from './saved-style.model.js';
export * from './saved-style.repository.js';
export * from './scheduled-post-calendar-bucket.js';
export * from './scheduled-post.mapper.js';
export * from './scheduled-post.model.js';
export * from './scheduled-post.repository.js';
export * from './user-media.repository.js';
export * from './session.model.js';
export * from './token-cipher.js';
export * from './user.mapper.js';
export * from './user.model.js';
export * from './verification-code-claim.model.js';
export * from './verification-code.model.js';
export * from './voice-note.model.js';
export * from './voice-note.repository.js';

/**
 * Waits until every model's indexes exist. Unique indexes carry the guarantees (one account per
 * email, one code per address, a token rotated once), so servers call this before serving. Then
 * gives posts written before calendarBucket existed theirs, once per database.
 */
export async function initDataModels(): Promise<void> {
  await Promise.all([
    UserModel.init(),
    VerificationCodeModel.init(),
    VerificationCodeClaimModel.init(),
    SessionModel.init(),
    ContactMessageModel.init(),
    ContactDeliveryClaimModel.init(),
    SavedStyleModel.init(),
    ApiKeyModel.init(),
    WebhookEndpointModel.init(),
    WebhookDeliveryModel.init(),
    ConnectedAccountModel.init(),
    AccountDisconnectionModel.init(),
    OAuthSessionModel.init(),
    OneTimeClaimModel.init(),
    SandboxAccountModel.init(),
    SandboxGrantModel.init(),
    PaymentSandboxRevisionModel.init(),
    PaymentSandboxIdempotencyModel.init(),
    ScheduledPostModel.init(),
    PublishAttemptModel.init(),
    PublishOutcomeModel.init(),
    PostEngagementModel.init(),
    NotificationModel.init(),
    GenerationModel.init(),
    ReelsJobModel.init(),
    BrandPhotoModel.init(),
    MediaKeyMoveModel.init(),
    VoiceNoteModel.init(),
    CreditMovementModel.init(),
    BillingCustomerModel.init(),
    BillingSubscriptionModel.init(),
  ]);
  await runDataMigrationOnce(CALENDAR_BUCKET_BACKFILL, backfillCalendarBuckets);
}
