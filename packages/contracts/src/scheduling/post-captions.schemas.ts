import { z } from 'zod';
import { PLATFORM_ALIASES } from '../constants/platforms.js';
import {
  CONNECTABLE_PLATFORM_IDS,
  type ConnectablePlatformId,
} from '../connections/connections.schemas.js';
import { userText } from '../text/user-text.js';
import { SCHEDULING_MESSAGES as M } from './scheduling.messages.js';

/** Captions longer than this are refused at once; each platform's own limit applies too. */
export const POST_CAPTION_MAX_CHARS = 5000;

/** Each platform's own caption, where it differs from the post's `caption` (the default). */
export type PostCaptions = Partial<Record<ConnectablePlatformId, string>>;

/** The text of one caption: multi-line clean text (line breaks and tabs kept). */
export const PostCaptionTextSchema = () =>
  userText({ multiline: true }).max(
    POST_CAPTION_MAX_CHARS,
    M.captionTooLong(POST_CAPTION_MAX_CHARS),
  );

const PlatformKeySchema = z.enum(CONNECTABLE_PLATFORM_IDS, { error: M.platformUnknown });

/** Reads a JSON object sent as one text field; renames the alias 'x' to 'twitter'. */
function readCaptionMap(value: unknown): unknown {
  if (value === null || value === '') return {};
  let map: unknown = value;
  if (typeof value === 'string') {
    try {
      map = JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  if (!map || typeof map !== 'object' || Array.isArray(map)) return map;
  return Object.fromEntries(
    Object.entries(map).map(([key, text]) => [
      key === 'x' ? PLATFORM_ALIASES.x : key,
      text as unknown,
    ]),
  );
}

/**
 * `captions`: a platform's own caption, by platform id (`{ instagram: '…', linkedin: '…' }`), as
 * JSON sends it, or a form's `captions[instagram]` fields, or a JSON object in one `captions`
 * field. Each is checked like `caption`; an empty one is dropped (the platform takes `caption`).
 * `null` or `''` is an empty map (on an edit: every platform takes `caption` again).
 */
export const PostCaptionsSchema = z.preprocess(
  readCaptionMap,
  z
    .partialRecord(PlatformKeySchema, PostCaptionTextSchema(), {
      error: (issue) =>
        // A key that is no platform reads as 'unrecognized_keys' on a partial record.
        ['unrecognized_keys', 'invalid_key'].includes(issue.code as string)
          ? M.platformUnknown
          : M.captionsInvalid,
    })
    .transform((captions): PostCaptions =>
      Object.fromEntries(Object.entries(captions).filter(([, text]) => (text ?? '').trim() !== '')),
    )
    .optional(),
);

/** The caption a platform publishes: its own when it has one, else the post's default. */
export function captionOf(
  post: { caption: string; captions?: PostCaptions | null },
  platform: ConnectablePlatformId,
): string {
  const own = post.captions?.[platform];
  return own !== undefined && own.trim() !== '' ? own : post.caption;
}

/**
 * The map a post keeps: only its platforms' own captions that differ from the default (a
 * platform removed from the post loses its caption).
 */
export function ownCaptionsOf(
  platforms: readonly ConnectablePlatformId[],
  caption: string,
  captions: PostCaptions | null | undefined,
): PostCaptions {
  const kept: PostCaptions = {};
  for (const platform of platforms) {
    const own = captions?.[platform];
    if (own !== undefined && own.trim() !== '' && own !== caption) kept[platform] = own;
  }
  return kept;
}
