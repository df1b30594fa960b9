import {
  API_ERROR_MESSAGES,
  PROFILE_MESSAGES,
  type MeResponse,
  type UpdateProfileResponse,
} from '@postcraft/contracts';
import { loadUserResponse, UserModel } from '@postcraft/data';
import type { LogoRenderer, MediaStorage } from '@postcraft/media';
import { Router } from 'express';
import type { ApiConfig } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import { authOf, requireAuth, type Authenticator } from '../../lib/auth.js';
import { localize } from '../../lib/request-language.js';
import type { UsageLimiters } from '../../lib/usage-limits.js';
import { prepareLogo } from './logo.service.js';
import { parseProfileForm, readProfileUpdate } from './profile-form.js';
import { updateProfile } from './update-profile.service.js';

export interface UserRouterDeps {
  config: Readonly<ApiConfig>;
  storage: MediaStorage;
  /** Where uploaded logos are checked and rasterised, away from the event loop. */
  logoRenderer: LogoRenderer;
}

/** The signed-in user's own record under /api/user: read it, change the profile and logo. */
export function createUserRouter(
  { config, storage, logoRenderer }: UserRouterDeps,
  authenticator: Authenticator,
  usage: Pick<UsageLimiters, 'uploads'>,
): Router {
  const router = Router();
  const authenticated = requireAuth(authenticator);

  router.get('/me', authenticated, async (req, res) => {
    const user = await UserModel.findById(authOf(req).userId).exec();
    if (!user) throw new AppError('unauthorized', API_ERROR_MESSAGES.notLoggedIn);
    const answer: MeResponse = { data: { user: await loadUserResponse(user) } };
    res.json(answer);
  });

  // JSON, or multipart/form-data when a logo is sent (spec 000 §7). Everything is checked (the
  // fields, then the image's bytes) before anything is stored. A form counts as an upload
  // (per-user limits) before its body is read.
  const form = [...usage.uploads, parseProfileForm(config)];
  router.put('/updateProfile', authenticated, ...form, async (req, res) => {
    const { body, logo } = await readProfileUpdate(req);
    const processed = logo
      ? await prepareLogo(logoRenderer, logo, config.logoMaxInputPixels)
      : undefined;
    const user = await updateProfile(
      { storage, logger: req.log },
      authOf(req).userId,
      body,
      processed,
    );
    const answer: UpdateProfileResponse = {
      message: localize(req, PROFILE_MESSAGES.updated),
      user,
    };
    res.json(answer);
  });

  return router;
}
