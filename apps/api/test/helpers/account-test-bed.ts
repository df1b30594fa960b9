import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initDataModels, SessionModel, UserModel, VerificationCodeModel } from '@postcraft/data';
import { createRenderPool, type RenderPool } from '@postcraft/generation';
import type { Logger } from '@postcraft/logger';
import { startMailCatcher, type MailCatcher } from '@postcraft/mail-catcher';
import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import type { ApiConfig } from '../../src/config/env.js';
import type { Authenticator } from '../../src/lib/auth.js';
import type { RateLimits } from '../../src/config/rate-limits.js';
import type { UsageLimits } from '../../src/config/usage-limits.js';
import { Inbox } from './inbox.js';
import { ResponseRecorder } from './response-recorder.js';
import { createTestApp, type TestAppOptions } from './test-app.js';
import { connectTestDatabase } from './test-database.js';

/** High enough that only the rate-limit suite ever meets a limit. */
export const RELAXED_RATE_LIMITS: RateLimits = {
  loginFailuresPerAccountAndIp: { limit: 10_000, windowMs: 60_000 },
  loginFailuresPerIp: { limit: 10_000, windowMs: 60_000 },
  registerPerIp: { limit: 10_000, windowMs: 60_000 },
  codeCheckPerEmail: { limit: 10_000, windowMs: 60_000 },
  codeCheckPerIp: { limit: 10_000, windowMs: 60_000 },
  forgotPasswordPerEmail: { limit: 10_000, windowMs: 60_000 },
  forgotPasswordPerIp: { limit: 10_000, windowMs: 60_000 },
  contactPerEmail: { limit: 10_000, windowMs: 60_000 },
  contactPerIp: { limit: 10_000, windowMs: 60_000 },
  deleteAccountPerUser: { limit: 10_000, windowMs: 60_000 },
  deleteAccountPerIp: { limit: 10_000, windowMs: 60_000 },
  mediaMissesPerIp: { limit: 10_000, windowMs: 60_000 },
  apiKeyRequests: { limit: 10_000, windowMs: 60_000 },
};

/** High enough that only the usage-limit suite ever meets a limit. */
export const RELAXED_USAGE_LIMITS: UsageLimits = {
  generationsPerUser: { limit: 10_000, windowMs: 60_000 },
  generationsAtOnce: 100,
  uploadsPerUser: { limit: 10_000, windowMs: 60_000 },
  uploadsAtOnce: 100,
};

export interface TestBedAppOptions {
  rateLimits?: Partial<RateLimits>;
  usageLimits?: Partial<UsageLimits>;
  logger?: Logger;
  /** Other configuration values (a lower logo limit, say). */
  config?: Partial<ApiConfig>;
  /** Extra environment for loadApiConfig (SMTP_URL of a server that is down, say). */
  env?: NodeJS.ProcessEnv;
  /** The job store scheduled posts go to. */
  jobQueue?: TestAppOptions['jobQueue'];
  /** The live sessions the app keeps. */
  liveSessions?: TestAppOptions['liveSessions'];
  /** The users the app keeps as /me answers them. */
  keptUsers?: TestAppOptions['keptUsers'];
  /** The logo renderer the app uses. */
  logoRenderer?: TestAppOptions['logoRenderer'];
}

/** The header the CSRF guard asks of cookie-authenticated browser calls. */
export const CSRF = { 'X-Requested-With': 'postcraft' } as const;

export const PASSWORD = 'Str0ng-enough!';

export interface AccountTestBed {
  /** The app, recording every answer. Give it to supertest's request() or agent(). */
  app: (req: IncomingMessage, res: ServerResponse) => void;
  config: Readonly<ApiConfig>;
  /** The bed's own MongoDB database, for other processes to write in. */
  mongodbUri: string;
  catcher: MailCatcher;
  inbox: Inbox;
  recorder: ResponseRecorder;
  /** The bed's render threads (as the server's, one thread), shared by its apps. */
  renderPool: RenderPool;
  /** Another app on the same database and mail server (other limits or settings). */
  newApp(options?: TestBedAppOptions): AccountTestBed['app'];
  /** Like newApp, with that app's configuration. */
  newAppWithConfig(options?: TestBedAppOptions): {
    app: AccountTestBed['app'];
    config: Readonly<ApiConfig>;
    /** Give it to listenWithSockets to make the app and its sockets one API process. */
    authenticator: Authenticator;
  };
  stop(): Promise<void>;
}

/** A database of its own, a real SMTP server and the app wired to both. */
export async function startAccountTestBed(
  options: TestBedAppOptions = {},
): Promise<AccountTestBed> {
  const database = await connectTestDatabase();
  await initDataModels();
  const catcher = await startMailCatcher({ smtpPort: 0 });
  const recorder = new ResponseRecorder();
  // Threads start with the first generation; a bed that never generates starts none.
  const renderPool = createRenderPool({ threads: 1, maxQueue: 16 });
  // Every app of the bed shares one data folder: the same secrets (tokens stay valid) and media.
  const dataDir = mkdtempSync(join(tmpdir(), 'postcraft-api-test-'));
  const build = (opts: TestBedAppOptions = {}) =>
    createTestApp(
      { SMTP_URL: catcher.smtpUrl, DATA_DIR: dataDir, ...opts.env },
      {
        config: {
          ...opts.config,
          rateLimits: { ...RELAXED_RATE_LIMITS, ...opts.rateLimits },
          usageLimits: { ...RELAXED_USAGE_LIMITS, ...opts.usageLimits },
        },
        renderer: renderPool,
        ...(opts.logger ? { logger: opts.logger } : {}),
        ...(opts.jobQueue ? { jobQueue: opts.jobQueue } : {}),
        ...(opts.liveSessions ? { liveSessions: opts.liveSessions } : {}),
        ...(opts.keptUsers ? { keptUsers: opts.keptUsers } : {}),
        ...(opts.logoRenderer ? { logoRenderer: opts.logoRenderer } : {}),
      },
    );
  const { app, config } = build(options);
  return {
    app: recorder.wrap(app),
    config,
    mongodbUri: database.uri,
    catcher,
    inbox: new Inbox(catcher),
    recorder,
    renderPool,
    newApp: (opts) => recorder.wrap(build(opts).app),
    newAppWithConfig: (opts) => {
      const built = build(opts);
      return {
        app: recorder.wrap(built.app),
        config: built.config,
        authenticator: built.authenticator,
      };
    },
    stop: async () => {
      await renderPool.close();
      await catcher.stop();
      await database.drop();
    },
  };
}

let counter = 0;
/** A fresh address per test, so that tests on one database do not meet. */
export const uniqueEmail = (name = 'user') =>
  `${name}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

export const signUpBody = (email: string, password = PASSWORD) => ({
  firstName: 'Ana',
  lastName: 'Lima',
  companyName: 'Lima Studio',
  email,
  password,
  confirmPassword: password,
});

/** Signs up and verifies through the API and the mail; answers the verify-user body. */
export async function createVerifiedUser(
  bed: AccountTestBed,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<{ email: string; password: string; accessToken: string; refreshToken: string }> {
  await request(bed.app).post('/api/user/register').send(signUpBody(email, password)).expect(201);
  const verificationCode = await bed.inbox.nextCode(email);
  const response = await request(bed.app)
    .post('/api/user/verify-user')
    .send({ email, verificationCode, issueTokens: true })
    .expect(200);
  const { accessToken, refreshToken } = response.body.data as {
    accessToken: string;
    refreshToken: string;
  };
  return { email, password, accessToken, refreshToken };
}

/** Moves an address's code back in time, as if `ms` had passed since it was sent. */
export async function ageCode(email: string, ms: number): Promise<void> {
  const code = await VerificationCodeModel.findOne({ email: email.toLowerCase() }).orFail();
  await VerificationCodeModel.updateOne(
    { _id: code._id },
    {
      $set: {
        sentAt: new Date(code.sentAt.getTime() - ms),
        expiresAt: new Date(code.expiresAt.getTime() - ms),
      },
    },
  );
}

/** Every stored secret (password hashes, code hashes, refresh-token hashes). */
export async function storedSecrets(): Promise<string[]> {
  const [users, codes, sessions] = await Promise.all([
    UserModel.find({}, { passwordHash: 1 }).lean(),
    VerificationCodeModel.find({}, { codeHash: 1, pendingRegistration: 1 }).lean(),
    SessionModel.find({}, { tokenHash: 1 }).lean(),
  ]);
  return [
    ...users.map((user) => user.passwordHash),
    ...codes.map((code) => code.codeHash),
    ...codes.flatMap((code) =>
      code.pendingRegistration ? [code.pendingRegistration.passwordHash] : [],
    ),
    ...sessions.map((session) => session.tokenHash),
  ];
}

/**
 * Asserts that no answer the app wrote holds a secret: a stored secret field, any stored hash
 * (bcrypt, code or refresh-token), any code that was mailed, or the given passwords.
 */
export async function expectNoSecretsInAnswers(
  bed: AccountTestBed,
  passwords: readonly string[] = [PASSWORD],
): Promise<void> {
  expect(bed.recorder.answers.length).toBeGreaterThan(0);
  expect(bed.inbox.codes.length).toBeGreaterThan(0);
  // Secret fields as they would appear serialised (a 400 may name a key the client sent).
  const words = ['passwordHash', 'codeHash', 'tokenHash', 'pendingRegistration'].map(
    (field) => `"${field}":`,
  );
  words.push('$2b$');
  const leaks = bed.recorder.containing([
    ...words,
    ...(await storedSecrets()),
    ...bed.inbox.codes,
    ...passwords,
  ]);
  expect(leaks).toEqual([]);
}
