import type { LookupResult, PublishedPost, PublishedPostQuery } from './platform-adapter.js';

/** A post read back from the account's recent posts. */
export interface ListedPost extends PublishedPost {
  /** Its text as the platform gives it back. */
  text: string;
  /** When the platform says it was created; null when it does not say. */
  createdAt: Date | null;
}

/** One page of the account's recent posts, and the cursor of the next (none: the last page). */
export interface ListedPage {
  posts: ListedPost[];
  next?: string | null;
}

/** Pages a lookup reads at most; a list longer than that leaves the answer 'unknown'. */
export const MAX_LOOKUP_PAGES = 5;

export interface LookupOptions {
  /** The text the platform was sent when it is not the query's own (YouTube strips `<` `>`). */
  sentText?: string;
  /**
   * The list comes newest first with no time filter of its own: reading stops at the first page
   * that reaches back before `since`.
   */
  newestFirst?: boolean;
}

/**
 * Reads the account's recent posts page by page and picks the post looked for: the one created
 * since `query.since` whose text is the one sent. Several matches, or a list cut short without
 * one, answer 'unknown'; so does a post without text, which nothing here can recognise.
 */
export async function findInListedPosts(
  query: PublishedPostQuery,
  readPage: (cursor: string | undefined) => Promise<ListedPage>,
  options: LookupOptions = {},
): Promise<LookupResult> {
  const wanted = comparableText(options.sentText ?? query.text);
  if (!wanted) return 'unknown';
  const recent: ListedPost[] = [];
  let cursor: string | undefined;
  let complete = false;
  for (let page = 0; page < MAX_LOOKUP_PAGES && !complete; page += 1) {
    const { posts, next } = await readPage(cursor);
    recent.push(...posts.filter((post) => !post.createdAt || post.createdAt >= query.since));
    const reachedBack = options.newestFirst && posts.some((post) => isBefore(post, query.since));
    cursor = next ?? undefined;
    complete = !cursor || Boolean(reachedBack);
  }
  const matches = recent.filter((post) => comparableText(post.text) === wanted);
  if (matches.length > 1) return 'unknown';
  if (matches[0]) return { id: matches[0].id, url: matches[0].url };
  return complete ? null : 'unknown';
}

const isBefore = (post: ListedPost, since: Date) =>
  Boolean(post.createdAt && post.createdAt < since);

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
};

/**
 * Text as platforms give it back, made comparable with what was sent: links removed (X shortens
 * them and appends one per attached media), the HTML entities X escapes decoded, whitespace
 * collapsed.
 */
export function comparableText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/&(lt|gt|quot|#39|apos);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/&amp;/g, '&')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whole seconds, as the time filters of X (ISO) and Graph (`since`, Unix) take them. */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
export const isoSeconds = (date: Date) =>
  new Date(unixSeconds(date) * 1000).toISOString().replace('.000Z', 'Z');
