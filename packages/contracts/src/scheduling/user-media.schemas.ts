import { z } from 'zod';
import { PostTypeSchema } from '../constants/post-status.js';
import { PaginationSchema } from './scheduled-posts.schemas.js';

/** GET: the signed-in user's recent media (generated images and files of their posts). */
export const USER_MEDIA_PATH = '/api/user/media';

/** How many of the user's most recent media the listing reaches back to. */
export const USER_MEDIA_MAX_LISTED = 500;

/** `page` (from 1) and `limit` (1–50, 24 by default). */
export const ListUserMediaQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
export type ListUserMediaQuery = z.infer<typeof ListUserMediaQuerySchema>;

/** One of the user's media files: its address (what a post's `mediaUrl` takes) and kind. */
export const UserMediaItemSchema = z.object({
  url: z.string(),
  type: PostTypeSchema,
  /** Where it comes from: the studio's generation, a post's upload, or the photo library. */
  source: z.enum(['generated', 'post', 'library']),
  createdAt: z.string(),
});
export type UserMediaItem = z.infer<typeof UserMediaItemSchema>;

/** The newest first; each file once, however many posts carry it. */
export const ListUserMediaResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ media: z.array(UserMediaItemSchema), pagination: PaginationSchema }),
});
export type ListUserMediaResponse = z.infer<typeof ListUserMediaResponseSchema>;
