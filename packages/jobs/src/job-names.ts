/** One run of a scheduled post's publication; its Agenda job id is the post's `jobId`. */
export const POST_PUBLISH_JOB = 'post.publish';
