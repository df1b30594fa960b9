import { SERVER_EVENTS, userRoom, type MailLanguage } from '@postcraft/contracts';
import {
  asOwnerId,
  countUnreadNotifications,
  createTokenCipher,
  UNREAD_COUNT_CAP,
  type TokenCipher,
} from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import { createSmtpMailer, type SmtpMailer } from '@postcraft/mail';
import { LocalDiskStorage, type MediaStorage } from '@postcraft/media';
import { inProcessRenderer, type ContentGenerator } from '@postcraft/generation';
import { createPlatformRegistry, type PlatformRegistry } from '@postcraft/platforms';
import { createContentGenerator } from '@postcraft/studio';
import type { WorkerConfig } from '../config/env.js';
import { createNotificationDispatch, type NotificationDispatch } from './notification-dispatch.js';
import { createOwnerLanguageCache } from './owner-language-cache.js';
import { createPlatformSlots, type PlatformSlots } from './platform-slots.js';
import { createRealtimeEmitter, type RealtimeEmitter } from './realtime-emitter.js';
import { createUnreadCountPush, type UnreadCountPush } from './unread-count-push.js';

/**
 * What jobs reach outside the database through, built once in the worker's main and handed to
 * every job in its context. One named entry per service, so a
 * test builds the same object around local servers.
 */
export interface WorkerServices {
  mailer: SmtpMailer;
  /** The storage the API writes uploads to (the same DATA_DIR/media on the local disk). */
  mediaStorage: MediaStorage;
  /** The platform adapters enabled by configuration (refresh, publish). */
  platforms: PlatformRegistry;
  /** Opens and seals connected accounts' tokens with ENCRYPTION_KEY. */
  tokenCipher: TokenCipher;
  /** Per-platform publish caps of this process (PUBLISH_PLATFORM_CONCURRENCY*). */
  platformSlots: PlatformSlots;
  /** socket.io events to users' browsers through the API's adapter. */
  realtime: RealtimeEmitter;
  /** Pushes each stored notification to the user's browsers and mails failures. */
  notify: NotificationDispatch;
  /** The language a post's owner reads Postcraft in, cached for a minute. */
  ownerLanguage: (ownerId: string) => Promise<MailLanguage>;
  /** The users' unread counts, pushed at most once a second each; stopped after the drain. */
  unreadCounts: UnreadCountPush;
  /**
   * Writes videos' captions and hashtags, as the API's studio does (the provider when AI_* is
   * set). Its CPU work runs in the render job's own thread: renders are few at a time.
   */
  contentGenerator: ContentGenerator;
}

export function createWorkerServices(
  config: Readonly<WorkerConfig>,
  logger: Logger,
  /** The job store's PostgreSQL, resolved (real-time events go through it without REDIS_URL). */
  databaseUrl: string | undefined = config.databaseUrl,
): WorkerServices {
  const mailer = createSmtpMailer(config, logger.child({ service: 'mailer' }));
  const realtime = createRealtimeEmitter(
    { redisUrl: config.redisUrl, databaseUrl },
    logger.child({ service: 'realtime' }),
  );
  const unreadCounts = createUnreadCountPush({
    count: (ownerId) => countUnreadNotifications(asOwnerId(ownerId)),
    emit: (ownerId, count) =>
      realtime.emit(userRoom(ownerId), SERVER_EVENTS.unreadCountUpdated, count),
    cap: UNREAD_COUNT_CAP,
    logger: logger.child({ service: 'unread-counts' }),
  });
  return {
    mailer,
    realtime,
    unreadCounts,
    ownerLanguage: createOwnerLanguageCache(),
    notify: createNotificationDispatch(
      realtime,
      unreadCounts,
      mailer,
      { calendarUrl: `${config.publicUrl}/calendar` },
      logger.child({ service: 'notifications' }),
    ),
    contentGenerator: createContentGenerator(config, inProcessRenderer),
    mediaStorage: new LocalDiskStorage({ rootDir: config.mediaDir, publicPath: '/media' }),
    platforms: createPlatformRegistry(config.platforms, {
      requestTimeoutMs: config.publish.requestTimeoutMs,
    }),
    tokenCipher: createTokenCipher(config.encryptionKey),
    platformSlots: createPlatformSlots(
      (platform) =>
        config.publish.platformConcurrency[platform] ?? config.publish.defaultPlatformConcurrency,
    ),
  };
}
