import { connectionCallbackPath } from '@postcraft/contracts';
import type { PlatformAdapter } from '@postcraft/platforms';
import { escapeHtml, renderHtmlPage } from '../../lib/html-page.js';

/**
 * Telegram has no consent page: the popup shows this form, where the user names the channel the
 * server's bot administers. The `state` identifies the connection attempt, like OAuth's.
 */
export function renderChannelForm(adapter: PlatformAdapter, state: string): string {
  const name = escapeHtml(adapter.displayName);
  return renderHtmlPage(
    `Connect ${adapter.displayName}`,
    `<div class="card">
  <h1>Connect a ${name} channel</h1>
  <p class="muted">Postcraft publishes to a ${name} channel through its bot.</p>
  <ol>
    <li>Open your channel's settings in ${name}, then Administrators.</li>
    <li>Add this server's bot as an administrator with the permission to post messages.</li>
    <li>Type the channel's public username (such as <code>@mychannel</code>) or its numeric id below.</li>
  </ol>
  <form method="post" action="${escapeHtml(connectionCallbackPath(adapter.id))}">
    <input type="hidden" name="state" value="${escapeHtml(state)}">
    <label for="channel">Channel</label>
    <input id="channel" name="channel" type="text" required maxlength="100" placeholder="@mychannel" autocomplete="off">
    <div class="actions"><button class="primary" type="submit">Connect channel</button></div>
  </form>
</div>`,
  );
}
