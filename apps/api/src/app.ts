import cookieParser from 'cookie-parser';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { webhookSecretCipher } from '@postcraft/webhooks';
import { inProcessRenderer, type ContentGenerator, type Renderer } from '@postcraft/generation';
import type { JobQueue } from '@postcraft/jobs';
import type { Logger } from '@postcraft/logger';
import { pinoHttp } from 'pino-http';
import { randomUUID } from 'node:crypto';
import type { ApiConfig } from './config/env.js';
import { createApiKeyAuthenticator } from './lib/api-key-auth.js';
import { createAuthenticator, type Authenticator } from './lib/auth.js';
import { createApiKeysRouter } from './modules/api-keys/api-keys.router.js';
import { createWebhooksRouter } from './modules/webhooks/webhooks.router.js';
import { createPostEventRecorder } from './modules/webhooks/post-events.js';
import { createApiDocsRouter } from './modules/api-docs/api-docs.router.js';
import { csrfProtection } from './lib/csrf.js';
import { apiNotFound, errorHandler } from './lib/error-handler.js';
import { strictTransportSecurityOverHttps } from './lib/hsts.js';
import { createTokenCipher } from '@postcraft/data';
import {
  createLogoRenderer,
  LocalDiskStorage,
  type LogoRenderer,
  type MediaStorage,
} from '@postcraft/media';
import { createPlatformRegistry, type PlatformRegistry } from '@postcraft/platforms';
import { createApiMailer, type Mailer } from './lib/mailer.js';
import { createRateLimiters } from './lib/rate-limit.js';
import { createUsageLimiters } from './lib/usage-limits.js';
import { noStore } from './lib/no-store.js';
import { rejectMalformedUrl } from './lib/reject-malformed-url.js';
import { requireUtf8Json } from './lib/require-utf8-json.js';
import { sweepStaleUploads } from './lib/uploads/stale-uploads.js';
import { createAuthRouter } from './modules/auth/auth.router.js';
import { createBestTimeRouter } from './modules/best-time/best-time.router.js';
import {
  createConnectionsRouter,
  TELEGRAM_CHANNEL_FORM_PATH,
} from './modules/connections/connections.router.js';
import { createContactRouter } from './modules/contact/contact.router.js';
import { createContentGenerator, transcriptionProviderOf } from '@postcraft/studio';
import { youtubeDownloaderOf } from '@postcraft/video';
import { createAutopilotRouter } from './modules/autopilot/autopilot.router.js';
import { createContentRouter } from './modules/content/content.router.js';
import { createReelsRouter } from './modules/reels/reels.router.js';
import { createHealthRouter } from './modules/health/health.router.js';
import { createMediaRouter } from './modules/media/media.router.js';
import { createSandboxRouter } from './modules/sandbox/sandbox.router.js';
import { createListingCache, type ListingCache } from './modules/scheduled-posts/listing-cache.js';
import { createScheduledPostsRouter } from './modules/scheduled-posts/scheduled-posts.router.js';
import { createBrandPhotosRouter } from './modules/brand-photos/brand-photos.router.js';
import { createTranscribeRouter } from './modules/voice-notes/transcribe.router.js';
import { createUserMediaRouter } from './modules/user-media/user-media.router.js';
import { createSiteRouter } from './modules/site/site.router.js';
import { createStylesRouter } from './modules/styles/styles.router.js';
import { createEntitlementsRouter } from './modules/entitlements/entitlements.router.js';
import { createPaymentsRouter } from './modules/payments/payments.router.js';
import {
  mountPaymentSandbox,
  PAYMENT_SANDBOX_PAGES_PATH,
} from './modules/payments/payment-sandbox-mount.js';
import { createStripeClient } from './modules/payments/stripe-client.js';
import { createStripeWebhookRouter } from './modules/payments/stripe-webhook.router.js';
import { createDeleteAccountRouter } from './modules/user/delete-account.router.js';
import type { KeptUsers } from './modules/user/kept-users.js';
import { createUserRouter } from './modules/user/user.router.js';
import { contentSecurityPolicyDirectives } from './web/content-security-policy.js';
import { readWebAppScriptHashes } from './web/inline-script-hashes.js';
import { serveWebApp } from './web/serve-web-app.js';

export interface AppDependencies {
  config: Readonly<ApiConfig>;
  logger: Logger;
  isDatabaseUp: () => Promise<boolean>;
  /**
   * Enqueues background jobs (PostgreSQL): scheduled posts' publish jobs. Without one, /readyz
   * answers 503 and scheduling answers 503 `scheduling_unavailable`.
   */
  jobQueue?: JobQueue;
  /** Defaults to SMTP through config.smtpUrl (or the launcher's mail catcher). */
  mailer?: Mailer;
  /** Defaults to files under config.mediaDir, served at /media. */
  mediaStorage?: MediaStorage;
  /** Renders uploaded logos in processes of their own; defaults to one on config's limits. */
  logoRenderer?: LogoRenderer;
  /** Defaults to the adapters that config.platforms enables. */
  platformRegistry?: PlatformRegistry;
  /** Defaults to the OpenAI-compatible generator when config.ai is set, else the local one. */
  contentGenerator?: ContentGenerator;
  /**
   * Where the generators' CPU work runs: the server passes its pool of worker threads (off the
   * event loop); by default on the calling thread, for apps that rarely generate (scripts).
   */
  renderer?: Renderer;
  /** The scheduled-post listings this app keeps; defaults to one of its own. */
  listings?: ListingCache;
  /** The users this app keeps as /me answers them; defaults to its own. */
  keptUsers?: KeptUsers;
  /** Checks access tokens and keeps live sessions; defaults to one of its own. */
  authenticator?: Authenticator;
}

/** Builds the HTTP application without listening, so tests can drive it with supertest. */
export function createApp({
  config,
  logger,
  isDatabaseUp,
  jobQueue,
  mailer,
  mediaStorage,
  logoRenderer,
  platformRegistry,
  contentGenerator,
  renderer = inProcessRenderer,
  listings,
  keptUsers,
  authenticator = createAuthenticator(config),
}: AppDependencies): Express {
  const app = express();
  // Tests check every answer against its endpoint's contract (see createEndpointRouter).
  app.locals.checkAnswers = config.nodeEnv === 'test';
  app.disable('x-powered-by');
  // No ETag on what handlers send: an API answer is never reused (see noStore), and a 304 to a
  // conditional GET of /api/user/me kept a user's data in the browser cache. Static files and
  // stored media set their own validators.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  const scriptHashes = config.webDistDir ? readWebAppScriptHashes(config.webDistDir) : [];
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: contentSecurityPolicyDirectives(config, scriptHashes),
      },
      // Sent over https only (req.secure), by strictTransportSecurityOverHttps below.
      strictTransportSecurity: false,
    }),
  );
  app.use(strictTransportSecurityOverHttps());
  app.use(rejectMalformedUrl);
  app.use('/api', noStore);
  app.use(
    '/api',
    cors({
      origin: config.corsOrigins,
      credentials: true,
      allowedHeaders: ['Content-Type', 'Authorization', 'X-Requested-With', 'X-Request-Id'],
    }),
  );
  app.use(requireUtf8Json);
  const stripe = createStripeClient(config.payments);
  const appMailer = mailer ?? createApiMailer(config, logger);
  // Before the body parsers: the webhook's signature covers its exact bytes.
  if (stripe && config.payments.webhookSecret)
    app.use(
      createStripeWebhookRouter(stripe, config.payments.webhookSecret, logger, {
        premiumPriceId: config.payments.premiumPriceId,
        publicUrl: config.publicUrl,
        mailer: appMailer,
      }),
    );
  app.use(express.json({ limit: config.bodyLimit }));
  app.use(express.urlencoded({ extended: false, limit: config.bodyLimit }));
  app.use(cookieParser());
  app.use('/api', csrfProtection(config, [TELEGRAM_CHANNEL_FORM_PATH]));

  app.use(createHealthRouter({ isDatabaseUp, jobQueue }));
  // Files a stopped or crashed process was still receiving.
  sweepStaleUploads(config.uploadTempDir).then(
    (deleted) => deleted > 0 && logger.info({ deleted }, 'stale temporary uploads deleted'),
    (error: unknown) => logger.warn({ err: error }, 'stale temporary uploads not swept'),
  );
  const limiters = createRateLimiters(config.rateLimits);
  // API keys, checked by the routes that take them (requireAuth's `apiKey`).
  const auth: Authenticator = {
    ...authenticator,
    apiKeys: createApiKeyAuthenticator({
      billingEnabled: config.payments.billingEnabled,
      limiter: limiters.apiKeyRequests,
    }),
  };
  const usage = createUsageLimiters(config.usageLimits);
  const storage =
    mediaStorage ?? new LocalDiskStorage({ rootDir: config.mediaDir, publicPath: '/media' });
  const authDeps = {
    config,
    mailer: appMailer,
    revocations: auth.revocations,
  };
  app.use('/api/user', createAuthRouter(authDeps, limiters, auth));
  const logos =
    logoRenderer ??
    createLogoRenderer({
      timeoutMs: config.logoRenderTimeoutMs,
      concurrency: config.logoRenderConcurrency,
      maxWaiting: config.logoRenderMaxWaiting,
    });
  const postEvents = createPostEventRecorder(jobQueue ?? null, logger);
  app.use(
    '/api/user',
    createUserRouter(
      { config, storage, logoRenderer: logos, keptUsers, jobQueue: jobQueue ?? null, postEvents },
      auth,
      usage,
    ),
  );
  app.use('/api/user', createBestTimeRouter(auth));
  app.use(
    '/api/user',
    createApiKeysRouter(auth, { billingEnabled: config.payments.billingEnabled }),
  );
  app.use(
    '/api/user',
    createWebhooksRouter(auth, {
      policy: config.webhooks,
      cipher: webhookSecretCipher(config.secrets.ENCRYPTION_KEY),
      billingEnabled: config.payments.billingEnabled,
      queueOnce: jobQueue ? (...job) => jobQueue.scheduleOnce(...job) : null,
    }),
  );
  app.use('/api/user', createUserMediaRouter(storage, auth));
  app.use(
    '/api/user',
    createBrandPhotosRouter({ storage, uploadTempDir: config.uploadTempDir }, auth, usage),
  );
  const connections = {
    registry: platformRegistry ?? createPlatformRegistry(config.platforms),
    cipher: createTokenCipher(config.secrets.ENCRYPTION_KEY),
  };
  app.use(
    '/api/user',
    createDeleteAccountRouter({ config, storage, connections, stripe }, limiters, auth),
  );
  app.use(
    '/api/user',
    createScheduledPostsRouter(
      {
        config,
        storage,
        ...connections,
        jobQueue: jobQueue ?? null,
        listings: listings ?? createListingCache(),
        postEvents,
      },
      auth,
      usage,
    ),
  );
  const generator = contentGenerator ?? createContentGenerator(config, renderer);
  app.use(
    '/api/user',
    createAutopilotRouter(
      {
        storage,
        generator,
        renderQueue: jobQueue ?? null,
        billingEnabled: config.payments.billingEnabled,
      },
      auth,
      usage,
    ),
  );
  app.use('/api/contact', createContactRouter(authDeps, limiters));
  app.use('/api/site', createSiteRouter(config));
  app.use('/api/styles', createStylesRouter(auth, config.payments));
  app.use(
    '/api/content',
    createTranscribeRouter(
      {
        uploadTempDir: config.uploadTempDir,
        storage,
        transcriber: transcriptionProviderOf(config.ai),
        billingEnabled: config.payments.billingEnabled,
      },
      auth,
      usage,
    ),
  );
  app.use(
    '/api/content/reels',
    createReelsRouter(
      {
        storage,
        jobQueue: jobQueue ?? null,
        reels: config.reels,
        downloader: config.reels.downloaderCommand
          ? youtubeDownloaderOf(config.reels.downloaderCommand)
          : null,
        billingEnabled: config.payments.billingEnabled,
        uploadTempDir: config.uploadTempDir,
      },
      auth,
      usage,
    ),
  );
  app.use(
    '/api/content',
    createContentRouter(
      {
        storage,
        generator,
        jobQueue: jobQueue ?? null,
        billingEnabled: config.payments.billingEnabled,
      },
      auth,
      usage,
    ),
  );
  app.use(
    '/api',
    createConnectionsRouter(
      { config, ...connections, jobQueue: jobQueue ?? null, postEvents },
      auth,
    ),
  );
  app.use(
    createPaymentsRouter(
      {
        payments: config.payments,
        stripe,
        sandboxCardFrameUrl: `${config.publicUrl}${PAYMENT_SANDBOX_PAGES_PATH}/card-frame`,
        publicUrl: config.publicUrl,
      },
      auth,
    ),
  );
  app.use(createEntitlementsRouter(config.payments, auth));
  app.use('/api', createApiDocsRouter());
  app.use('/api', apiNotFound);
  app.use('/media', createMediaRouter(storage, limiters.mediaMissesPerIp));
  if (config.payments.provider === 'sandbox') mountPaymentSandbox(app, config, logger);
  if (config.platforms.sandbox.enabled)
    app.use('/sandbox', createSandboxRouter({ config, storage, authenticator: auth }));
  if (config.webDistDir) app.use(serveWebApp(config.webDistDir));

  app.use(errorHandler);
  return app;
}
