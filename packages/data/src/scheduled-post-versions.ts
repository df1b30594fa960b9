import { changeOwnerVersions, readOwnerVersions, requireOwnerVersions } from './owner-versions.js';

/**
 * Each owner's "scheduled posts version" (see owner-versions.ts): every write of scheduled posts
 * changes the version of the owner it touches, after the write (the model's hooks do it, see
 * scheduled-post.model.ts), so an API process may keep a listing as long as the owner's version
 * is still the one it read before reading MongoDB for it.
 */
export const SCHEDULED_POST_VERSIONS_TABLE = 'scheduled_post_versions';

/** Throws unless the versions are open: a write must not start when it cannot be announced. */
export function requireScheduledPostVersions(): void {
  requireOwnerVersions('scheduledPosts');
}

/** The owner's version now: any write of their posts (or of posts of unnamed owners) changes it. */
export async function readScheduledPostVersion(ownerId: string): Promise<string> {
  return (await readOwnerVersions(ownerId)).scheduledPosts;
}

/** Gives each of `owners` a new version ('all': every owner at once), after a write. */
export async function changeScheduledPostVersions(
  owners: ReadonlyArray<string> | 'all',
): Promise<void> {
  await changeOwnerVersions('scheduledPosts', owners);
}
