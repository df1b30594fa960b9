import type { MailLanguage } from '@postcraft/contracts';
import type { SandboxAccountRecord, SandboxPostRecord } from '@postcraft/data';
import { escapeHtml, renderHtmlPage } from '../../lib/html-page.js';
import { sandboxEngagement } from './sandbox-engagement.js';
import { SANDBOX_TEXTS, type SandboxTexts } from './sandbox.texts.js';

/** What a Sandbox page needs to know of its reader. */
export interface PageContext {
  language: MailLanguage;
  texts: SandboxTexts;
}

export const pageContextOf = (language: MailLanguage): PageContext => ({
  language,
  texts: SANDBOX_TEXTS[language],
});

export function renderConsentPage(
  { language, texts }: PageContext,
  input: { requestId: string; scopes: string[]; suggestedUsername: string; error?: string },
): string {
  const text = texts.consent;
  const scopes = input.scopes
    .map((scope) => `<li>${escapeHtml(texts.scopes[scope] ?? scope)}</li>`)
    .join('');
  return renderHtmlPage(
    text.title,
    `<div class="card">
  <span class="badge">${escapeHtml(texts.badge)}</span>
  <h1>${escapeHtml(text.heading)}</h1>
  <p>${escapeHtml(text.canDo)}</p>
  <ul>${scopes}</ul>
  ${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
  <form method="post" action="consent">
    <input type="hidden" name="requestId" value="${escapeHtml(input.requestId)}">
    <label for="username">${escapeHtml(text.username)}</label>
    <input id="username" name="username" type="text" value="${escapeHtml(input.suggestedUsername)}" maxlength="30" autocomplete="off">
    <label for="displayName">${escapeHtml(text.displayName)}</label>
    <input id="displayName" name="displayName" type="text" maxlength="60" placeholder="${escapeHtml(text.displayNamePlaceholder)}">
    <div class="actions">
      <button class="primary" type="submit" name="decision" value="allow">${escapeHtml(text.allow)}</button>
      <button type="submit" name="decision" value="deny">${escapeHtml(text.deny)}</button>
    </div>
  </form>
</div>
<p class="muted">${escapeHtml(text.note)}</p>`,
    language,
  );
}

/** An error page; `message` is already in the reader's language. */
export function renderProviderError({ language, texts }: PageContext, message: string): string {
  return renderHtmlPage(
    texts.errors.title,
    `<div class="card"><span class="badge">${escapeHtml(texts.badge)}</span><h1>${escapeHtml(texts.errors.heading)}</h1><p class="error" role="alert">${escapeHtml(message)}</p></div>`,
    language,
  );
}

export function renderFeedPage(
  context: PageContext,
  account: SandboxAccountRecord,
  posts: SandboxPostRecord[],
  baseUrl: string,
): string {
  const { language, texts } = context;
  const items = posts.length
    ? posts.map((post) => renderPost(context, account, post, baseUrl)).join('')
    : `<div class="card"><p class="muted">${escapeHtml(texts.feed.empty)}</p></div>`;
  const followers = texts.feed.followers(account.followers.toLocaleString(language));
  return renderHtmlPage(
    `@${account.username} · Sandbox`,
    `<div class="card row">
  <img class="avatar" src="${escapeHtml(`${baseUrl}/avatars/${account.username}.svg`)}" alt="">
  <div><span class="badge">${escapeHtml(texts.badge)}</span><h1>${escapeHtml(account.displayName)}</h1>
  <p class="muted">@${escapeHtml(account.username)} · ${escapeHtml(followers)} · ${escapeHtml(texts.feed.posts(posts.length))}</p></div>
</div>
${items}`,
    language,
  );
}

export function renderPostPage(
  context: PageContext,
  account: SandboxAccountRecord,
  post: SandboxPostRecord,
  baseUrl: string,
): string {
  return renderHtmlPage(
    context.texts.feed.postTitle(account.username),
    `<p><a class="button" href="${escapeHtml(`${baseUrl}/@${account.username}`)}">← @${escapeHtml(account.username)}</a></p>${renderPost(context, account, post, baseUrl)}`,
    context.language,
  );
}

function renderPost(
  { texts }: PageContext,
  account: SandboxAccountRecord,
  post: SandboxPostRecord,
  baseUrl: string,
): string {
  const files = post.media
    .map((item) =>
      item.kind === 'video'
        ? `<video controls preload="metadata" src="${escapeHtml(item.url)}"></video>`
        : `<img src="${escapeHtml(item.url)}" alt="">`,
    )
    .join('');
  // Several files are a carousel: side by side, swiped like on a platform.
  const media = post.media.length > 1 ? `<div class="carousel">${files}</div>` : files;
  const permalink = `${baseUrl}/@${account.username}/posts/${post._id.toString()}`;
  const figures = sandboxEngagement(post);
  return `<article class="card post" id="post-${post._id.toString()}">
  <p class="muted"><a href="${escapeHtml(permalink)}">${escapeHtml(post.createdAt.toISOString().replace('T', ' ').slice(0, 16))} UTC</a></p>
  ${post.title ? `<h2>${escapeHtml(post.title)}</h2>` : ''}
  <pre>${escapeHtml(post.text)}</pre>
  ${media}
  <p class="muted engagement">${escapeHtml(texts.feed.engagement({ ...figures, views: figures.views ?? 0 }))}</p>
</article>`;
}

const AVATAR_COLOURS = ['#6d28d9', '#0891b2', '#db2777', '#ea580c', '#16a34a', '#2563eb'];

/** A round avatar with the username's initial; the username is validated, the letter escaped. */
export function renderAvatarSvg(username: string): string {
  const colour =
    AVATAR_COLOURS[
      [...username].reduce((sum, char) => sum + char.charCodeAt(0), 0) % AVATAR_COLOURS.length
    ];
  const letter = escapeHtml(username.charAt(0).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="62" font-family="system-ui, sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
}
