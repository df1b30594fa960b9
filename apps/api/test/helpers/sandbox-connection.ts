import request from 'supertest';
import { openBrowser, type ListeningApp } from './listening-app.js';

let counter = 0;

/**
 * Connects a Sandbox account for the user the way a browser does: session, popup start, consent
 * as `username`, callback. Answers once the account is stored.
 */
export async function connectSandboxAccount(
  site: ListeningApp,
  user: { accessToken: string },
  username: string,
): Promise<void> {
  const sessionId = `sandbox-connection-${Date.now()}-${(counter += 1)}`;
  const session = await request(site.url)
    .post('/api/connections/sessions')
    .set({ Authorization: `Bearer ${user.accessToken}` })
    .send({ platform: 'sandbox', sessionId })
    .expect(201);
  const { hop } = openBrowser();
  const start = await hop(`${site.url}${session.body.data.startUrl as string}`);
  const consent = await hop(start.location!);
  const requestId = /name="requestId" value="([^"]*)"/.exec(consent.html)?.[1];
  if (!requestId) throw new Error('The sandbox consent page has no request id');
  const consented = await hop(`${site.url}/sandbox/oauth/consent`, {
    requestId,
    username,
    decision: 'allow',
  });
  const callback = await hop(consented.location!);
  const error = new URL(callback.location!).searchParams.get('error');
  if (error) throw new Error(`Connecting the sandbox account failed: ${error}`);
}
