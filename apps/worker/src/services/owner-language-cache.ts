import type { MailLanguage } from '@postcraft/contracts';
import { readOwnerLanguage } from '@postcraft/publishing';

/** How long a user's language is reused: a change shows in notifications within this time. */
export const OWNER_LANGUAGE_TTL_MS = 60_000;

/**
 * The language each post owner reads Postcraft in, read once a minute per user instead of once
 * per published post (a burst for one account read the same user thousands of times). Entries
 * are swept once a minute, so the map holds only the owners of the last minutes.
 */
export function createOwnerLanguageCache(
  read: (ownerId: string) => Promise<MailLanguage> = readOwnerLanguage,
  ttlMs: number = OWNER_LANGUAGE_TTL_MS,
  now: () => number = Date.now,
): (ownerId: string) => Promise<MailLanguage> {
  const entries = new Map<string, { language: Promise<MailLanguage>; expiresAt: number }>();
  let sweptAt = now();
  return (ownerId) => {
    const at = now();
    const cached = entries.get(ownerId);
    if (cached && cached.expiresAt > at) return cached.language;
    if (at - sweptAt >= ttlMs) {
      sweptAt = at;
      for (const [id, entry] of entries) if (entry.expiresAt <= at) entries.delete(id);
    }
    const language = read(ownerId);
    entries.set(ownerId, { language, expiresAt: at + ttlMs });
    // A failed read is not kept: the next post reads again.
    language.catch(() => {
      if (entries.get(ownerId)?.language === language) entries.delete(ownerId);
    });
    return language;
  };
}
