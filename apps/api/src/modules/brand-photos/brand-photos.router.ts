import {
  BRAND_PHOTO_LIMITS,
  BRAND_PHOTO_MESSAGES as M,
  BRAND_PHOTOS_PATH,
  type AddBrandPhotoResponse,
  type ListBrandPhotosResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import type { MediaStorage } from '@postcraft/media';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { authOf, requireAuth, type Authenticator } from '../../lib/auth.js';
import { localize } from '../../lib/request-language.js';
import type { UsageLimiters } from '../../lib/usage-limits.js';
import { parsePostForm, readPostRequest } from '../scheduled-posts/post-form.js';
import { addPhoto, listPhotos, removePhoto } from './brand-photos.service.js';

const UNDER_API_USER = BRAND_PHOTOS_PATH.slice('/api/user'.length);

/** A photo upload carries its file alone. */
const AddPhotoFieldsSchema = z.strictObject({});

export interface BrandPhotosDeps {
  storage: MediaStorage;
  /** Where files are received (config.uploadTempDir). */
  uploadTempDir: string;
}

/** The brand photo library: list, add (one photo or clip per request), delete. */
export function createBrandPhotosRouter(
  { storage, uploadTempDir }: BrandPhotosDeps,
  authenticator: Authenticator,
  usage: Pick<UsageLimiters, 'uploads'>,
): Router {
  const router = Router();
  // An API key with `media:read` lists the library, one with `media:write` adds and deletes.
  const auth = requireAuth(authenticator, { apiKey: 'media' });
  const ownerOf = (req: Request) => asOwnerId(authOf(req).userId);

  router.get(UNDER_API_USER, auth, async (req, res) => {
    const answer: ListBrandPhotosResponse = { success: true, data: await listPhotos(ownerOf(req)) };
    res.json(answer);
  });

  router.post(
    UNDER_API_USER,
    auth,
    ...usage.uploads,
    parsePostForm({
      schema: AddPhotoFieldsSchema,
      tempDir: uploadTempDir,
      // A clip's limit; a photo's own (smaller) is checked once its type is known.
      maxBytes: BRAND_PHOTO_LIMITS.maxClipBytes,
    }),
    async (req, res) => {
      const { file } = readPostRequest(req, AddPhotoFieldsSchema);
      const answer: AddBrandPhotoResponse = {
        success: true,
        photo: await addPhoto(storage, ownerOf(req), file),
      };
      res.status(201).json(answer);
    },
  );

  router.delete(`${UNDER_API_USER}/:id`, auth, async (req, res) => {
    await removePhoto(storage, ownerOf(req), String(req.params.id));
    res.json({ success: true, message: localize(req, M.deleted) });
  });

  return router;
}
