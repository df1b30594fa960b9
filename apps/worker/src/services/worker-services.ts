import { createTokenCipher, type TokenCipher } from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import { createSmtpMailer, type SmtpMailer } from '@postcraft/mail';
import { LocalDiskStorage, type MediaStorage } from '@postcraft/media';
import { createPlatformRegistry, type PlatformRegistry } from '@postcraft/platforms';
import type { WorkerConfig } from '../config/env.js';
import { createPlatformSlots, type PlatformSlots } from './platform-slots.js';

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
}

export function createWorkerServices(
  config: Readonly<WorkerConfig>,
  logger: Logger,
): WorkerServices {
  return {
    mailer: createSmtpMailer(config, logger.child({ service: 'mailer' })),
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
