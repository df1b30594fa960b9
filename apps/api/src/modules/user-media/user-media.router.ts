import {
  ENDPOINTS as E,
  USER_MEDIA_MAX_LISTED,
  type ListUserMediaResponse,
  type UserMediaItem,
} from '@postcraft/contracts';
import { asOwnerId, listRecentMediaOf } from '@postcraft/data';
import { postMediaOfExtension, type MediaStorage } from '@postcraft/media';
import type { Router } from 'express';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { validate } from '../../lib/validate.js';

/**
 * GET /api/user/media: the signed-in user's recent media (what the post editor offers to
 * choose from), newest first, paged. Only files in the user's own folders are listed.
 */
export function createUserMediaRouter(storage: MediaStorage, authenticator: Authenticator): Router {
  const { router, mount } = createEndpointRouter('/api/user', authenticator);
  mount(E.listUserMedia, async (req, res) => {
    const { query } = validate(req, E.listUserMedia);
    const ownerId = asOwnerId(authOf(req).userId);
    const media: UserMediaItem[] = (await listRecentMediaOf(ownerId, USER_MEDIA_MAX_LISTED))
      .filter((item) => item.key.split('/')[1] === ownerId)
      .flatMap((item) => {
        const format = postMediaOfExtension(item.key.slice(item.key.lastIndexOf('.') + 1));
        if (!format) return [];
        return [
          {
            url: storage.urlOf(item.key),
            type: format.kind,
            source: item.source,
            createdAt: item.createdAt.toISOString(),
          },
        ];
      });
    const start = (query.page - 1) * query.limit;
    const answer: ListUserMediaResponse = {
      success: true,
      data: {
        media: media.slice(start, start + query.limit),
        pagination: {
          page: query.page,
          limit: query.limit,
          total: media.length,
          pages: Math.ceil(media.length / query.limit),
        },
      },
    };
    res.json(answer);
  });
  return router;
}
