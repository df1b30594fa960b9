import {
  BRAND_PHOTO_LIMITS,
  BRAND_PHOTO_MESSAGES as M,
  ENDPOINTS as E,
  type AddBrandPhotoResponse,
  type DeleteBrandPhotoResponse,
  type ListBrandPhotosResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import type { MediaStorage } from '@postcraft/media';
import type { Request, Router } from 'express';
import { z } from 'zod';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { localize } from '../../lib/request-language.js';
import { validate } from '../../lib/validate.js';
import type { UsageLimiters } from '../../lib/usage-limits.js';
import { parsePostForm, readPostRequest } from '../scheduled-posts/post-form.js';
import { addPhoto, listPhotos, removePhoto } from './brand-photos.service.js';

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
  // An API key with `media:read` lists the library, one with `media:write` adds and deletes.
  const { router, mount } = createEndpointRouter('/api/user', authenticator);
  const ownerOf = (req: Request) => asOwnerId(authOf(req).userId);

  mount(E.listBrandPhotos, async (req, res) => {
    const answer: ListBrandPhotosResponse = { success: true, data: await listPhotos(ownerOf(req)) };
    res.json(answer);
  });

  mount(
    E.addBrandPhoto,
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

  mount(E.deleteBrandPhoto, async (req, res) => {
    const { params } = validate(req, E.deleteBrandPhoto);
    await removePhoto(storage, ownerOf(req), params.id);
    const answer: DeleteBrandPhotoResponse = { success: true, message: localize(req, M.deleted) };
    res.json(answer);
  });

  return router;
}
