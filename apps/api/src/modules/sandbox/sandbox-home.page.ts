import { escapeHtml, renderHtmlPage } from '../../lib/html-page.js';
import type { PageContext } from './sandbox.pages.js';

/** The visitor's connected Sandbox account, as the home page shows it. */
export interface HomeAccount {
  username: string;
  displayName: string;
  postCount: number;
  needsReconnect: boolean;
}

/**
 * /sandbox: what the Sandbox is; for a signed-in user, the Sandbox account they connected with
 * a link to its feed, and how to connect one; for anyone else, a way to sign in.
 */
export function renderHomePage(
  { language, texts }: PageContext,
  input: {
    isSignedIn: boolean;
    account: HomeAccount | null;
    baseUrl: string;
    appUrl: string;
  },
): string {
  const text = texts.home;
  const about = `<div class="card">
  <span class="badge">${escapeHtml(texts.badge)}</span>
  <h1>${escapeHtml(text.heading)}</h1>
  <p>${escapeHtml(text.intro)}</p>
</div>`;
  if (!input.isSignedIn) {
    return renderHtmlPage(
      text.title,
      `${about}
<div class="card">
  <p>${escapeHtml(text.signedOut)}</p>
  <a class="button primary" href="${escapeHtml(`${input.appUrl}/login`)}">${escapeHtml(text.signIn)}</a>
</div>`,
      language,
    );
  }
  const steps = text.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('');
  return renderHtmlPage(
    text.title,
    `${about}
<section class="card" aria-labelledby="your-account">
  <h2 id="your-account">${escapeHtml(text.yourAccounts)}</h2>
  ${input.account ? renderAccount(input.account, input.baseUrl, { language, texts }) : `<p class="muted">${escapeHtml(text.noAccount)}</p>`}
</section>
<section class="card" aria-labelledby="how-to-connect">
  <h2 id="how-to-connect">${escapeHtml(text.howToConnect)}</h2>
  <ol>${steps}</ol>
  <a class="button" href="${escapeHtml(`${input.appUrl}/autopilotsettings`)}">${escapeHtml(text.openAccounts)}</a>
</section>`,
    language,
  );
}

function renderAccount(account: HomeAccount, baseUrl: string, { texts }: PageContext): string {
  const feedUrl = `${baseUrl}/@${account.username}`;
  const details = [
    `@${account.username}`,
    texts.feed.posts(account.postCount),
    ...(account.needsReconnect ? [texts.home.needsReconnect] : []),
  ].join(' · ');
  return `<div class="row">
  <img class="avatar" src="${escapeHtml(`${baseUrl}/avatars/${account.username}.svg`)}" alt="">
  <div class="grow"><strong>${escapeHtml(account.displayName)}</strong>
  <p class="muted">${escapeHtml(details)}</p></div>
  <a class="button primary" href="${escapeHtml(feedUrl)}">${escapeHtml(texts.home.seeFeed)}</a>
</div>`;
}
