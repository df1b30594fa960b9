/**
 * The job that publishes a scheduled post; the API schedules one per post with its id. The same
 * name as the jobs package's POST_PUBLISH_JOB.
 */
export const POST_PUBLISH_JOB = 'post.publish';
