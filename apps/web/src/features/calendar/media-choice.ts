import type { PostType } from '@postcraft/contracts';

/**
 * The media an edit leaves the post with: its current one, one of the user's media (by its
 * address), or a new file to upload. The post's type follows the chosen media.
 */
export type MediaChoice =
  | { kind: 'keep' }
  | { kind: 'library'; url: string; type: PostType }
  | { kind: 'upload'; file: File; type: PostType; previewUrl: string };

/** The post type of a picked file (its MIME type), or null when it is neither image nor video. */
export function postTypeOfFile(file: File): PostType | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return null;
}
