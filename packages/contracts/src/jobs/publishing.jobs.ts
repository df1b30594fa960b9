import { z } from 'zod';

/**
 * Publishes one scheduled post to each of its platforms (one run per post). The job's name is
 * POST_PUBLISH_JOB of the jobs package ('post.publish'); this is its payload.
 */
export const PostPublishPayloadSchema = z.object({
  /** The scheduled post's `_id`. */
  postId: z.string().regex(/^[0-9a-f]{24}$/),
});
export type PostPublishPayload = z.infer<typeof PostPublishPayloadSchema>;
