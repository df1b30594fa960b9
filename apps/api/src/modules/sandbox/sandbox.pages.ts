import type { SandboxAccountRecord, SandboxPostRecord } from '@postcraft/data';
import { escapeHtml, renderHtmlPage } from '../../lib/html-page.js';
import { sandboxEngagement } from './sandbox-engagement.js';

const SCOPE_TEXT: Record<string, string> = {
  profile: 'See your sandbox profile (username, display name, followers)',
  publish: 'Publish and delete posts on your sandbox feed',
};

const SANDBOX_NOTE =
  'Sandbox is a local test platform that ships with Postcraft: nothing here leaves this server. Accounts have no password; choosing a username signs you in as it.';

export function renderConsentPage(input: {
  requestId: string;
  scopes: string[];
  suggestedUsername: string;
  error?: string;
}): string {
  const scopes = input.scopes
    .map((scope) => `<li>${escapeHtml(SCOPE_TEXT[scope] ?? scope)}</li>`)
    .join('');
  return renderHtmlPage(
    'Sandbox · Authorise Postcraft',
    `<div class="card">
  <span class="badge">Sandbox</span>
  <h1>Postcraft wants to access your Sandbox account</h1>
  <p>It will be able to:</p>
  <ul>${scopes}</ul>
  ${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
  <form method="post" action="consent">
    <input type="hidden" name="requestId" value="${escapeHtml(input.requestId)}">
    <label for="username">Sandbox username</label>
    <input id="username" name="username" type="text" value="${escapeHtml(input.suggestedUsername)}" maxlength="30" autocomplete="off">
    <label for="displayName">Display name (new accounts)</label>
    <input id="displayName" name="displayName" type="text" maxlength="60" placeholder="My brand">
    <div class="actions">
      <button class="primary" type="submit" name="decision" value="allow">Allow</button>
      <button type="submit" name="decision" value="deny">Deny</button>
    </div>
  </form>
</div>
<p class="muted">${escapeHtml(SANDBOX_NOTE)}</p>`,
  );
}

export function renderProviderError(message: string): string {
  return renderHtmlPage(
    'Sandbox · Error',
    `<div class="card"><span class="badge">Sandbox</span><h1>Something went wrong</h1><p class="error" role="alert">${escapeHtml(message)}</p></div>`,
  );
}

export function renderFeedPage(
  account: SandboxAccountRecord,
  posts: SandboxPostRecord[],
  baseUrl: string,
): string {
  const items = posts.length
    ? posts.map((post) => renderPost(account, post, baseUrl)).join('')
    : '<div class="card"><p class="muted">Nothing published yet. Posts that Postcraft publishes to this account appear here.</p></div>';
  return renderHtmlPage(
    `@${account.username} · Sandbox`,
    `<div class="card row">
  <img class="avatar" src="${escapeHtml(`${baseUrl}/avatars/${account.username}.svg`)}" alt="">
  <div><span class="badge">Sandbox</span><h1>${escapeHtml(account.displayName)}</h1>
  <p class="muted">@${escapeHtml(account.username)} · ${account.followers.toLocaleString('en')} followers · ${posts.length} post${posts.length === 1 ? '' : 's'}</p></div>
</div>
${items}`,
  );
}

export function renderPostPage(
  account: SandboxAccountRecord,
  post: SandboxPostRecord,
  baseUrl: string,
): string {
  return renderHtmlPage(
    `Post by @${account.username} · Sandbox`,
    `<p><a class="button" href="${escapeHtml(`${baseUrl}/@${account.username}`)}">← @${escapeHtml(account.username)}</a></p>${renderPost(account, post, baseUrl)}`,
  );
}

function renderPost(
  account: SandboxAccountRecord,
  post: SandboxPostRecord,
  baseUrl: string,
): string {
  const media = post.media
    .map((item) =>
      item.kind === 'video'
        ? `<video controls preload="metadata" src="${escapeHtml(item.url)}"></video>`
        : `<img src="${escapeHtml(item.url)}" alt="">`,
    )
    .join('');
  const permalink = `${baseUrl}/@${account.username}/posts/${post._id.toString()}`;
  const figures = sandboxEngagement(post);
  return `<article class="card post" id="post-${post._id.toString()}">
  <p class="muted"><a href="${escapeHtml(permalink)}">${escapeHtml(post.createdAt.toISOString().replace('T', ' ').slice(0, 16))} UTC</a></p>
  ${post.title ? `<h2>${escapeHtml(post.title)}</h2>` : ''}
  <pre>${escapeHtml(post.text)}</pre>
  ${media}
  <p class="muted engagement">${figures.likes} likes · ${figures.comments} comments · ${figures.shares} shares · ${figures.views ?? 0} views</p>
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
