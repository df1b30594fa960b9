import { SANDBOX_CONSENT_MESSAGES, SANDBOX_CONSENT_MESSAGES_FR } from '@postcraft/contracts';
import {
  ConnectedAccountModel,
  OAuthSessionModel,
  SandboxAuthRequestModel,
  SandboxGrantModel,
  createTokenCipher,
  openTokens,
} from '@postcraft/data';
import mongoose from 'mongoose';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import {
  hiddenField,
  hop,
  listenWithPublicUrl,
  openBrowser,
  type Browser,
  type ListeningApp,
} from './helpers/listening-app.js';

interface Connection {
  sessionId: string;
  popupUrl: string;
}

describe('connecting a Sandbox account through the OAuth popup', () => {
  let bed: AccountTestBed;
  let site: ListeningApp;
  let alice: { accessToken: string };
  let bob: { accessToken: string };
  let counter = 0;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed);
    alice = await createVerifiedUser(bed);
    bob = await createVerifiedUser(bed);
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
  });

  const bearer = (user: { accessToken: string }) => ({
    Authorization: `Bearer ${user.accessToken}`,
  });

  async function openSession(user: { accessToken: string }, platform = 'sandbox') {
    const sessionId = `test-session-${Date.now()}-${(counter += 1)}`;
    const response = await request(site.url)
      .post('/api/connections/sessions')
      .set(bearer(user))
      .send({ platform, sessionId });
    return { sessionId, response };
  }

  /**
   * Runs the popup up to the consent page in a browser of its own (or the one given); answers
   * the consent form's request id and the browser, which holds the page's consent cookie.
   */
  async function reachConsent(user: { accessToken: string }, browser: Browser = openBrowser()) {
    const { sessionId, response } = await openSession(user);
    expect(response.status).toBe(201);
    const start = await browser.hop(`${site.url}${response.body.data.startUrl as string}`);
    expect(start.status).toBe(303);
    const consent = await browser.hop(start.location!);
    expect(consent.status).toBe(200);
    return { sessionId, start, browser, requestId: hiddenField(consent.html, 'requestId') };
  }

  /** The whole popup: start, consent as `username`, callback; answers where it ended. */
  async function connect(
    user: { accessToken: string },
    username: string,
    decision = 'allow',
  ): Promise<Connection> {
    const { sessionId, requestId, browser } = await reachConsent(user);
    const consented = await browser.hop(`${site.url}/sandbox/oauth/consent`, {
      requestId,
      username,
      decision,
    });
    expect(consented.status).toBe(303);
    const callback = await browser.hop(consented.location!);
    expect(callback.status).toBe(303);
    return { sessionId, popupUrl: callback.location! };
  }

  const popupQuery = (url: string) => new URL(url).searchParams;

  it('lists every platform with its availability; the sandbox is available, WhatsApp is not', async () => {
    const response = await request(site.url)
      .get('/api/connections/platforms')
      .set(bearer(alice))
      .expect(200);
    const byId = Object.fromEntries(
      (
        response.body.data.platforms as Array<{
          platform: string;
          status: string;
          reason: string | null;
        }>
      ).map((p) => [p.platform, p]),
    );
    expect(byId.sandbox).toMatchObject({ status: 'available', reason: null });
    expect(byId.whatsapp).toMatchObject({ status: 'unavailable' });
    expect(byId.whatsapp?.reason).toMatch(/no public API/);
    expect(byId.linkedin).toMatchObject({
      status: 'unconfigured',
      reason: expect.stringContaining('LINKEDIN_CLIENT_ID'),
    });
    expect(byId.snapchat).toMatchObject({ status: 'unavailable' });
  });

  it('starts at the spec address and redirects to the consent page with state and a PKCE challenge', async () => {
    const { response } = await openSession(alice);
    expect(response.body.data.startUrl).toMatch(/^\/api\/sandbox\/login\?sessionId=.+&token=.+/);
    const start = await hop(`${site.url}${response.body.data.startUrl as string}`);
    const authorize = new URL(start.location!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${site.url}/sandbox/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'postcraft-sandbox',
      redirect_uri: `${site.url}/api/connections/sandbox/callback`,
      scope: 'profile publish',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
  });

  it('connects the account: popup result, session status, user answers, tokens sealed at rest', async () => {
    const { sessionId, popupUrl } = await connect(alice, 'alice_brand');
    const query = popupQuery(popupUrl);
    expect(new URL(popupUrl).pathname).toBe('/popup/close');
    expect(query.get('platform')).toBe('sandbox');
    expect(query.get('error')).toBeNull();
    // What the opener needs, and no identifier of the user.
    expect([...query.keys()].sort()).toEqual(['accountData', 'platform', 'sessionId']);
    const aliceId = (await request(site.url).get('/api/user/me').set(bearer(alice)).expect(200))
      .body.data.user._id as string;
    expect(popupUrl).not.toContain(aliceId);
    expect(JSON.parse(query.get('accountData')!)).toEqual({
      platform: 'sandbox',
      username: 'alice_brand',
      brandLogo: `${site.url}/sandbox/avatars/alice_brand.svg`,
      likes: expect.any(Number),
    });

    const status = await request(site.url)
      .get('/api/sandbox/session-status')
      .query({ sessionId })
      .set(bearer(alice))
      .expect(200);
    expect(status.body).toMatchObject({
      status: 'succeeded',
      authenticated: true,
      token: null,
      error: null,
      needsProfessional: false,
    });
    expect(status.body.connectedAccount.username).toBe('alice_brand');
    expect(status.body.user.connectedAccounts).toEqual([
      expect.objectContaining({
        platform: 'sandbox',
        username: 'alice_brand',
        needsReconnect: false,
        profileUrl: `${site.url}/sandbox/@alice_brand`,
      }),
    ]);

    const me = await request(site.url).get('/api/user/me').set(bearer(alice)).expect(200);
    expect(me.body.data.user.connectedAccounts).toHaveLength(1);
    expect(JSON.stringify(me.body)).not.toMatch(/sb[ar]_/);

    // At rest: nothing readable, and only the configured key opens it.
    const raw = await mongoose.connection
      .db!.collection('connectedAccounts')
      .findOne({ username: 'alice_brand' });
    expect(JSON.stringify(raw)).not.toMatch(/sb[ar]_/);
    const tokens = openTokens(raw as never, createTokenCipher(site.config.secrets.ENCRYPTION_KEY));
    expect(tokens.accessToken).toMatch(/^sba_/);
    expect(tokens.refreshToken).toMatch(/^sbr_/);
    expect(() =>
      openTokens(raw as never, createTokenCipher('another-key-of-enough-length')),
    ).toThrow();
    const session = await mongoose.connection
      .db!.collection('oauthSessions')
      .findOne({ sessionId });
    expect(JSON.stringify(session)).not.toContain(
      new URL(popupUrl).searchParams.get('state') ?? 'no-state',
    );
  });

  /** What a consent refused before anything was issued leaves behind: nothing. */
  async function expectNothingIssued(
    sessionId: string,
    before: { grants: number; accounts: number },
  ) {
    expect(await SandboxGrantModel.countDocuments()).toBe(before.grants);
    expect(await ConnectedAccountModel.countDocuments()).toBe(before.accounts);
    const status = await OAuthSessionModel.findOne({ sessionId }).orFail();
    expect(status.status).toBe('started');
  }
  const counts = async () => ({
    grants: await SandboxGrantModel.countDocuments(),
    accounts: await ConnectedAccountModel.countDocuments(),
  });

  /**
   * Request ids an attacker would try after their own: the next ObjectIds when ids are
   * ObjectIds (each process counts them up), else values of the same form.
   */
  function guessesAfter(ownRequestId: string): string[] {
    if (/^[0-9a-f]{24}$/.test(ownRequestId)) {
      const head = ownRequestId.slice(0, 18);
      const counter = parseInt(ownRequestId.slice(18), 16);
      return Array.from(
        { length: 30 },
        (_, step) => `${head}${((counter + step + 1) % 0x1000000).toString(16).padStart(6, '0')}`,
      );
    }
    return Array.from({ length: 30 }, () => randomBytes(32).toString('base64url'));
  }

  it('when an attacker guesses the request id of a consent page opened after their own, then every guess is refused and nothing is connected', async () => {
    const attacker = openBrowser();
    const own = await reachConsent(bob, attacker);
    const victim = await reachConsent(alice);
    const before = await counts();

    for (const requestId of guessesAfter(own.requestId)) {
      const answer = await attacker.hop(`${site.url}/sandbox/oauth/consent`, {
        requestId,
        username: 'attacker_brand',
        decision: 'allow',
      });
      expect({ requestId, status: answer.status, location: answer.location }).toEqual({
        requestId,
        status: 400,
        location: null,
      });
    }
    await expectNothingIssued(victim.sessionId, before);
    expect(await ConnectedAccountModel.countDocuments({ username: 'attacker_brand' })).toBe(0);
    // 32 random bytes: nothing to count up from.
    expect(victim.requestId).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('when the real request id is sent from another browser, with its own cookie or none, then 403 in the reader’s language, nothing issued, and the right browser can still answer', async () => {
    const victim = await reachConsent(alice);
    const attacker = openBrowser();
    await reachConsent(bob, attacker);
    const before = await counts();
    const form = { requestId: victim.requestId, username: 'hijacker', decision: 'allow' };

    const withOwnCookie = await attacker.hop(`${site.url}/sandbox/oauth/consent`, form);
    expect(withOwnCookie.status).toBe(403);
    expect(withOwnCookie.location).toBeNull();
    expect(withOwnCookie.html).toContain(
      SANDBOX_CONSENT_MESSAGES.otherBrowser.replace(/'/g, '&#39;'),
    );
    const withoutCookie = await request(site.url)
      .post('/sandbox/oauth/consent')
      .set({ Origin: site.url, 'Accept-Language': 'fr-FR,fr;q=0.9' })
      .type('form')
      .send({ ...form, decision: 'deny' });
    expect(withoutCookie.status).toBe(403);
    expect(withoutCookie.headers.location).toBeUndefined();
    expect(withoutCookie.text).toContain(
      SANDBOX_CONSENT_MESSAGES_FR.otherBrowser.replace(/'/g, '&#39;'),
    );
    await expectNothingIssued(victim.sessionId, before);
    expect(await ConnectedAccountModel.countDocuments({ username: 'hijacker' })).toBe(0);

    const consented = await victim.browser.hop(`${site.url}/sandbox/oauth/consent`, {
      ...form,
      username: 'alice_own',
    });
    expect(consented.status).toBe(303);
    const popup = await victim.browser.hop(consented.location!);
    expect(popupQuery(popup.location!).get('error')).toBeNull();
    expect(JSON.parse(popupQuery(popup.location!).get('accountData')!)).toMatchObject({
      username: 'alice_own',
    });
  });

  it('when the consent page is shown, then its cookie is httpOnly, SameSite=Strict, limited to the OAuth path, and kept for a second page in the same browser', async () => {
    const { response } = await openSession(alice);
    const start = await hop(`${site.url}${response.body.data.startUrl as string}`);
    const page = await fetch(start.location!, { redirect: 'manual' });
    const [cookie, ...others] = page.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(/^sandbox_consent=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/sandbox\/oauth(;|$)/);
    expect(cookie).not.toMatch(/; Secure/);

    // Two popups open at once in one browser can both be answered.
    const browser = openBrowser();
    const first = await reachConsent(alice, browser);
    const second = await reachConsent(alice, browser);
    for (const [{ requestId }, username] of [
      [first, 'first_popup'],
      [second, 'second_popup'],
    ] as const) {
      const consented = await browser.hop(`${site.url}/sandbox/oauth/consent`, {
        requestId,
        username,
        decision: 'deny',
      });
      expect(consented.status).toBe(303);
      expect(new URL(consented.location!).searchParams.get('error')).toBe('access_denied');
    }
  });

  it('when the consent page is reached over https (through a trusted proxy), then its cookie is Secure', async () => {
    const proxied = await listenWithPublicUrl(bed, { env: { TRUST_PROXY: '1' } });
    try {
      const authorize = new URL(`${proxied.url}/sandbox/oauth/authorize`);
      for (const [name, value] of Object.entries({
        response_type: 'code',
        client_id: 'postcraft-sandbox',
        redirect_uri: `${proxied.url}/api/connections/sandbox/callback`,
        scope: 'profile publish',
        state: 'state-over-https',
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
      }))
        authorize.searchParams.set(name, value);
      const page = await fetch(authorize, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(page.status).toBe(200);
      expect(page.headers.getSetCookie()).toEqual([
        expect.stringMatching(/^sandbox_consent=[A-Za-z0-9_-]{43};.*; Secure/),
      ]);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a forged state without touching any account', async () => {
    const before = await ConnectedAccountModel.countDocuments();
    const callback = await hop(
      `${site.url}/api/connections/sandbox/callback?code=anything&state=forged-state-value`,
    );
    expect(popupQuery(callback.location!).get('error')).toBe(
      'Invalid or expired authorization state. Please try again.',
    );
    expect(await ConnectedAccountModel.countDocuments()).toBe(before);
  });

  it('refuses a replayed callback and a reused start ticket', async () => {
    const { sessionId, requestId, start, browser } = await reachConsent(alice);
    const consented = await browser.hop(`${site.url}/sandbox/oauth/consent`, {
      requestId,
      username: 'replay_user',
      decision: 'allow',
    });
    const first = await hop(consented.location!);
    expect(popupQuery(first.location!).get('error')).toBeNull();
    const replay = await hop(consented.location!);
    expect(popupQuery(replay.location!).get('error')).toMatch(/Invalid or expired|already used/);

    const session = await OAuthSessionModel.findOne({ sessionId }).orFail();
    expect(session.status).toBe('succeeded');
    const startAgain = await hop(
      new URL(start.location!).searchParams
        .get('redirect_uri')!
        .replace('/connections/sandbox/callback', '/sandbox/login') +
        `?sessionId=${sessionId}&token=x`,
    );
    expect(popupQuery(startAgain.location!).get('error')).toBe('Connection session not found');
  });

  it('refuses a callback after the session expired', async () => {
    const { sessionId, requestId, browser } = await reachConsent(bob);
    await OAuthSessionModel.updateOne(
      { sessionId },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    const consented = await browser.hop(`${site.url}/sandbox/oauth/consent`, {
      requestId,
      username: 'late_user',
      decision: 'allow',
    });
    const callback = await hop(consented.location!);
    expect(popupQuery(callback.location!).get('error')).toBe(
      'The connection session expired. Please try again.',
    );
    const status = await request(site.url)
      .get('/api/sandbox/session-status')
      .query({ sessionId })
      .set(bearer(bob))
      .expect(200);
    expect(status.body).toMatchObject({ status: 'failed', authenticated: false });
    expect(await ConnectedAccountModel.countDocuments({ username: 'late_user' })).toBe(0);
  });

  it('reports a denied consent to the popup and to polling', async () => {
    const { sessionId, popupUrl } = await connect(bob, 'bob_denied', 'deny');
    expect(popupQuery(popupUrl).get('error')).toBe('Authorization was cancelled');
    const status = await request(site.url)
      .get('/api/sandbox/session-status')
      .query({ sessionId })
      .set(bearer(bob))
      .expect(200);
    expect(status.body).toMatchObject({
      status: 'failed',
      error: 'Authorization was cancelled',
      connectedAccount: null,
    });
  });

  it('never shows one user’s session to another', async () => {
    const { sessionId } = await openSession(alice);
    await request(site.url)
      .get('/api/sandbox/session-status')
      .query({ sessionId })
      .set(bearer(bob))
      .expect(404);
    const own = await request(site.url)
      .get('/api/sandbox/session-status')
      .query({ sessionId })
      .set(bearer(alice))
      .expect(200);
    expect(own.body.status).toBe('pending');
  });

  it('refuses platforms this server cannot connect', async () => {
    const { response } = await openSession(alice, 'whatsapp');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('platform_unavailable');
    const start = await hop(
      `${site.url}/api/auth/linkedin/?sessionId=abcdefghijklmnop&token=whatever`,
    );
    expect(popupQuery(start.location!).get('error')).toBe(
      'This platform cannot be connected on this server',
    );
  });

  it('disconnects: revokes at the sandbox, removes the tokens, and leaves other users alone', async () => {
    await connect(bob, 'bob_brand');
    const account = await ConnectedAccountModel.findOne({ username: 'bob_brand' }).orFail();
    const { accessToken } = openTokens(
      account,
      createTokenCipher(site.config.secrets.ENCRYPTION_KEY),
    );
    await request(site.url)
      .get('/sandbox/api/me')
      .set('Authorization', `Bearer ${accessToken}`)
      .expect(200);

    const missing = await request(site.url)
      .delete('/api/user/disconnect/')
      .set(bearer(alice))
      .expect(400);
    expect(missing.body.message).toBe('Platform is required');
    await request(site.url).delete('/api/user/disconnect/myspace').set(bearer(alice)).expect(400);

    const response = await request(site.url)
      .delete('/api/user/disconnect/sandbox')
      .set(bearer(bob))
      .expect(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Sandbox account disconnected successfully',
      data: { revokedAtProvider: true, user: { connectedAccounts: [] } },
    });
    expect(await ConnectedAccountModel.countDocuments({ username: 'bob_brand' })).toBe(0);
    await request(site.url)
      .get('/sandbox/api/me')
      .set('Authorization', `Bearer ${accessToken}`)
      .expect(401);

    // Alice's account is untouched, and disconnecting again says there is nothing to remove.
    const aliceMe = await request(site.url).get('/api/user/me').set(bearer(alice)).expect(200);
    expect(aliceMe.body.data.user.connectedAccounts).toEqual([
      expect.objectContaining({ platform: 'sandbox' }),
    ]);
    const again = await request(site.url)
      .delete('/api/user/disconnect/sandbox')
      .set(bearer(bob))
      .expect(404);
    expect(again.body.code).toBe('platform_not_connected');
  });

  it('when a user deletes their account, then their connected accounts are revoked at the platform and removed', async () => {
    const [carol, dave] = [await createVerifiedUser(bed), await createVerifiedUser(bed)];
    await connect(dave, 'dave_brand');
    const { sessionId } = await connect(carol, 'carol_brand');
    const account = await ConnectedAccountModel.findOne({ username: 'carol_brand' }).orFail();
    const { accessToken } = openTokens(
      account,
      createTokenCipher(site.config.secrets.ENCRYPTION_KEY),
    );

    await request(site.url)
      .delete('/api/user/account')
      .set(bearer(carol))
      .send({ password: carol.password })
      .expect(200);

    expect(await ConnectedAccountModel.countDocuments({ userId: account.userId })).toBe(0);
    expect(await OAuthSessionModel.countDocuments({ sessionId })).toBe(0);
    await request(site.url)
      .get('/sandbox/api/me')
      .set('Authorization', `Bearer ${accessToken}`)
      .expect(401);
    // Other users keep theirs.
    expect(await ConnectedAccountModel.countDocuments({ username: 'dave_brand' })).toBe(1);
  });

  it('when the authorize address repeats scope, state or code_challenge, then it answers 400 and records nothing', async () => {
    const { response } = await openSession(alice);
    const start = await hop(`${site.url}${response.body.data.startUrl as string}`);
    const before = await SandboxAuthRequestModel.countDocuments();
    for (const name of ['scope', 'state', 'code_challenge']) {
      const url = new URL(start.location!);
      url.searchParams.append(name, 'again');
      const answer = await hop(url.toString());
      expect(answer.status).toBe(400);
      expect(answer.html).toContain('Each parameter must be sent once');
    }
    expect(await SandboxAuthRequestModel.countDocuments()).toBe(before);
  });

  it('when the consent form comes as text, XML, multipart, with no body or with fields of the wrong type, then it answers 400 and the request stays open', async () => {
    const { requestId, browser } = await reachConsent(alice);
    const cookie = await browser.jar.getCookieString(`${site.url}/sandbox/oauth/consent`);
    const consent = () =>
      request(site.url).post('/sandbox/oauth/consent').set({ Origin: site.url, Cookie: cookie });
    const answers = [
      await consent().set('Content-Type', 'text/plain').send(`requestId=${requestId}`),
      await consent()
        .set('Content-Type', 'application/xml')
        .send(`<requestId>${requestId}</requestId>`),
      await consent().field('requestId', requestId).field('decision', 'allow'),
      await consent(),
      await consent().send({ requestId, decision: 'allow', username: { $gt: '' } }),
      await consent().send({ requestId, decision: 'allow', username: 'ok_name', displayName: [1] }),
      await consent()
        .type('form')
        .send(`requestId=${requestId}&decision=allow&username=a_name&username=b_name`),
      await consent().type('form').send({ requestId, decision: 'allow', username: 'x' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(400));
    // The request was not used up: the user can still answer it.
    const consented = await browser.hop(`${site.url}/sandbox/oauth/consent`, {
      requestId,
      username: 'after_mistakes',
      decision: 'allow',
    });
    expect(consented.status).toBe(303);
    expect(new URL(consented.location!).searchParams.get('code')).toBeTruthy();
  });

  it('when the token endpoint gets bad %-escapes in Basic credentials or a body that is not a form, then it answers 401 or 400', async () => {
    const token = () => request(site.url).post('/sandbox/oauth/token');
    const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
    await token()
      .set('Authorization', basic('postcraft-sandbox:%ZZ'))
      .type('form')
      .send('grant_type=refresh_token&refresh_token=x')
      .expect(401);
    await token().set('Authorization', basic('%C0%AE:%E0%A4%A')).type('form').send('').expect(401);
    await token().set('Content-Type', 'text/plain').send('grant_type=refresh_token').expect(401);
    const repeated = await token()
      .type('form')
      .send('grant_type=refresh_token&grant_type=authorization_code')
      .expect(400);
    expect(repeated.body.error).toBe('invalid_request');
    await request(site.url)
      .post('/sandbox/oauth/revoke')
      .set('Authorization', basic('%ZZ:%ZZ'))
      .type('form')
      .send('token=x')
      .expect(401);
  });

  it('shows what was published on the account’s feed page', async () => {
    await connect(alice, 'alice_brand');
    const account = await ConnectedAccountModel.findOne({ username: 'alice_brand' }).orFail();
    const { accessToken } = openTokens(
      account,
      createTokenCipher(site.config.secrets.ENCRYPTION_KEY),
    );
    const post = await request(site.url)
      .post('/sandbox/api/posts')
      .set('Authorization', `Bearer ${accessToken}`)
      .send({ text: 'Hello <b>sandbox</b>', mediaIds: [] })
      .expect(201);
    expect(post.body.url).toBe(`${site.url}/sandbox/@alice_brand/posts/${post.body.id as string}`);
    const feed = await request(site.url).get('/sandbox/@alice_brand').expect(200);
    expect(feed.text).toContain('Hello &lt;b&gt;sandbox&lt;/b&gt;');
  });

  it('when a publisher asks for its post by the reference it was created with, then the sandbox finds it on the caller’s account only', async () => {
    const cipher = createTokenCipher(site.config.secrets.ENCRYPTION_KEY);
    const tokenOf = async (username: string) => {
      const account = await ConnectedAccountModel.findOne({ username }).orFail();
      return `Bearer ${openTokens(account, cipher).accessToken}`;
    };
    await connect(alice, 'alice_refs');
    await connect(bob, 'bob_refs');
    const alicesToken = await tokenOf('alice_refs');
    const reference = `${new mongoose.Types.ObjectId().toString()}:sandbox`;
    const created = await request(site.url)
      .post('/sandbox/api/posts')
      .set('Authorization', alicesToken)
      .send({ text: 'Found again', mediaIds: [], reference })
      .expect(201);

    const lookUp = (token: string, query: Record<string, unknown>) =>
      request(site.url).get('/sandbox/api/posts').set('Authorization', token).query(query);
    const found = await lookUp(alicesToken, { reference }).expect(200);
    expect(found.body.posts).toEqual([
      { id: created.body.id, url: created.body.url, createdAt: expect.any(String) },
    ]);
    expect((await lookUp(alicesToken, { reference: 'other:sandbox' })).body.posts).toEqual([]);
    expect((await lookUp(await tokenOf('bob_refs'), { reference })).body.posts).toEqual([]);
    expect((await lookUp(alicesToken, {})).status).toBe(400);

    const refused = await request(site.url)
      .post('/sandbox/api/posts')
      .set('Authorization', alicesToken)
      .send({ text: 'Bad reference', mediaIds: [], reference: { $ne: null } })
      .expect(400);
    expect(refused.body.error).toBe('invalid_reference');
    expect((await lookUp(alicesToken, { reference })).body.posts).toHaveLength(1);
  });
});
