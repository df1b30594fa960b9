import {
  UpdateProfileBodySchema,
  type MeResponse,
  type UpdateProfileResponse,
} from '@postcraft/contracts';
import { toUserResponse, UserModel } from '@postcraft/data';
import { Router } from 'express';
import type { ApiConfig } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import { authOf, requireAuth } from '../../lib/auth.js';
import { validate } from '../../lib/validate.js';
import { updateProfile } from './update-profile.service.js';

/** The signed-in user's own record under /api/user: read it, change the profile. */
export function createUserRouter(config: Readonly<ApiConfig>): Router {
  const router = Router();
  const authenticated = requireAuth(config);

  router.get('/me', authenticated, async (req, res) => {
    const user = await UserModel.findById(authOf(req).userId).exec();
    if (!user) throw new AppError('unauthorized', 'Please log in to continue.');
    const answer: MeResponse = { data: { user: toUserResponse(user) } };
    res.json(answer);
  });

  router.put('/updateProfile', authenticated, async (req, res) => {
    // JSON only for now: the multipart form with a logo arrives with media uploads. Until then
    // such a form is refused rather than answered 200 with nothing saved.
    if (req.is('multipart/form-data')) {
      throw new AppError(
        'unsupported_media_type',
        'Logo upload is not available yet: send the profile without a logo.',
      );
    }
    const { body } = validate(req, { body: UpdateProfileBodySchema });
    const user = await updateProfile(authOf(req).userId, body);
    const answer: UpdateProfileResponse = { message: 'Profile updated successfully!', user };
    res.json(answer);
  });

  return router;
}
