import {
  API_ERROR_MESSAGES,
  ENDPOINTS as E,
  PROFILE_MESSAGES,
  type MeResponse,
  type UpdateProfileResponse,
} from '@postcraft/contracts';
import { asOwnerId, loadUserResponse, UserModel } from '@postcraft/data';
import type { JobQueue } from '@postcraft/jobs';
import type { LogoRenderer, MediaStorage } from '@postcraft/media';
import { ownerPlanOf, type EntitlementSettings } from '@postcraft/studio';
import type { Router } from 'express';
import type { ApiConfig } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { localize } from '../../lib/request-language.js';
import type { UsageLimiters } from '../../lib/usage-limits.js';
import {
  applyAutopilotChange,
  autopilotSettingsOf,
} from '../autopilot/autopilot-change.service.js';
import type { PostEventRecorder } from '../webhooks/post-events.js';
import { checkAutopilotStyle, settleAutopilotStyle } from './autopilot-style.service.js';
import { createKeptUsers, type KeptUsers } from './kept-users.js';
import { prepareLogo } from './logo.service.js';
import { parseProfileForm, readProfileUpdate } from './profile-form.js';
import { updateProfile } from './update-profile.service.js';

export interface UserRouterDeps {
  config: Readonly<ApiConfig>;
  storage: MediaStorage;
  /** Where uploaded logos are checked and rasterised, away from the event loop. */
  logoRenderer: LogoRenderer;
  /** The users this app keeps as /me answers them; one of its own by default. */
  keptUsers?: KeptUsers;
  /** Queues the autopilot's plan when it is turned on or changed; null without a job store. */
  jobQueue?: Pick<JobQueue, 'schedule' | 'cancel'> | null;
  /** Tells the owner's webhooks of the planned posts cancelled when autopilot is turned off. */
  postEvents?: PostEventRecorder;
}

/**
 * The /me answer of `userId` as JSON, read from MongoDB; null when the user is gone. Its plan is
 * the entitlements' (from the subscription copies, whose writes change the users version too).
 */
async function loadMeAnswer(userId: string, settings: EntitlementSettings): Promise<string | null> {
  // Hydrated, not lean: defaults fill fields that older records lack.
  const user = await UserModel.findById(userId).exec();
  if (!user) return null;
  const [response, { plan }] = await Promise.all([
    loadUserResponse(user),
    ownerPlanOf(asOwnerId(userId), settings),
  ]);
  const answer: MeResponse = { data: { user: { ...response, plan } } };
  return JSON.stringify(answer);
}

/** The signed-in user's own record under /api/user: read it, change the profile and logo. */
export function createUserRouter(
  {
    config,
    storage,
    logoRenderer,
    keptUsers = createKeptUsers(),
    jobQueue = null,
    postEvents = async () => {},
  }: UserRouterDeps,
  authenticator: Authenticator,
  usage: Pick<UsageLimiters, 'uploads'>,
): Router {
  const { router, mount } = createEndpointRouter('/api/user', authenticator);

  // Read on every page load: served from the kept users while the user's users version (read
  // by requireAuth) is the one the answer was kept under, so every write, on any process, shows
  // at the next request.
  mount(E.getMe, async (req, res) => {
    const { userId } = authOf(req);
    const answer = await keptUsers.read(userId, req.ownerVersions?.users, () =>
      loadMeAnswer(userId, config.payments),
    );
    if (answer === null) throw new AppError('unauthorized', API_ERROR_MESSAGES.notLoggedIn);
    res.type('json').send(answer);
  });

  // JSON, or multipart/form-data when a logo is sent (spec 000 §7). Everything is checked (the
  // fields, the autopilot style's owner, then the image's bytes) before anything is stored. A
  // form counts as an upload (per-user limits) before its body is read.
  const form = [...usage.uploads, parseProfileForm(config)];
  mount(E.updateProfile, ...form, async (req, res) => {
    const { body, logo } = await readProfileUpdate(req);
    const ownerId = asOwnerId(authOf(req).userId);
    await checkAutopilotStyle(ownerId, body);
    const processed = logo
      ? await prepareLogo(logoRenderer, logo, config.logoMaxInputPixels)
      : undefined;
    const autopilotBefore = body.autopilotSettings ? await autopilotSettingsOf(ownerId) : null;
    const updated = await updateProfile(
      { storage, logger: req.log, billingEnabled: config.payments.billingEnabled },
      ownerId,
      body,
      processed,
    );
    const user = await settleAutopilotStyle(ownerId, body, updated);
    const autopilotStop = await applyAutopilotChange(
      { jobQueue, postEvents },
      ownerId,
      body,
      autopilotBefore,
      user.autopilotSettings,
    );
    const answer: UpdateProfileResponse = {
      message: localize(req, PROFILE_MESSAGES.updated),
      user,
      ...(autopilotStop ? { autopilotStop } : {}),
    };
    res.json(answer);
  });

  return router;
}
