import { ConnectedAccountModel } from '@postcraft/data';
import { startStandIn, type StandInServer } from '@postcraft/platforms/test-support';
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
  type ListeningApp,
} from './helpers/listening-app.js';

const BOT_TOKEN = '123456:bot-secret-token';

describe('connecting real platforms when their credentials are configured', () => {
  let bed: AccountTestBed;
  let site: ListeningApp;
  let provider: StandInServer;
  let user: { accessToken: string };
  let counter = 0;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    provider = await startStandIn();
    site = await listenWithPublicUrl(bed, {
      env: {
        LINKEDIN_CLIENT_ID: 'li-client',
        LINKEDIN_CLIENT_SECRET: 'li-secret',
        TWITTER_CLIENT_ID: 'x-client',
        TWITTER_CLIENT_SECRET: 'x-secret',
        INSTAGRAM_CLIENT_ID: 'ig-client',
        INSTAGRAM_CLIENT_SECRET: 'ig-secret',
        INSTAGRAM_URL_TOKEN: provider.url,
        INSTAGRAM_URL_GRAPH: provider.url,
        INSTAGRAM_URL_API: provider.url,
        TELEGRAM_BOT_TOKEN: BOT_TOKEN,
        TELEGRAM_URL_API: provider.url,
      },
    });
    user = await createVerifiedUser(bed);
  });
  afterAll(async () => {
    await site.close();
    await provider.close();
    await bed.stop();
  });

  async function start(platform: string) {
    const sessionId = `platform-session-${Date.now()}-${(counter += 1)}`;
    const session = await request(site.url)
      .post('/api/connections/sessions')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({ platform, sessionId })
      .expect(201);
    return { sessionId, step: await hop(`${site.url}${session.body.data.startUrl as string}`) };
  }

  it('LinkedIn: the spec start address redirects to LinkedIn’s consent page with the exact parameters', async () => {
    const { step } = await start('linkedin');
    const target = new URL(step.location!);
    expect(`${target.origin}${target.pathname}`).toBe(
      'https://www.linkedin.com/oauth/v2/authorization',
    );
    expect(target.searchParams.get('response_type')).toBe('code');
    expect(target.searchParams.get('client_id')).toBe('li-client');
    expect(target.searchParams.get('redirect_uri')).toBe(
      `${site.url}/api/connections/linkedin/callback`,
    );
    expect(target.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'profile', 'w_member_social']),
    );
    expect(target.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('X: redirects to x.com with PKCE S256', async () => {
    const { step } = await start('twitter');
    const target = new URL(step.location!);
    expect(`${target.origin}${target.pathname}`).toBe('https://x.com/i/oauth2/authorize');
    expect(target.searchParams.get('client_id')).toBe('x-client');
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(target.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['tweet.read', 'tweet.write', 'users.read', 'offline.access']),
    );
  });

  it('Instagram: a personal account ends with needsProfessional and no stored account', async () => {
    provider.route('POST /oauth/access_token', () => ({
      json: { access_token: 'short-lived', user_id: 1789, permissions: 'instagram_business_basic' },
    }));
    provider.route('GET /access_token', () => ({
      json: { access_token: 'long-lived', token_type: 'bearer', expires_in: 5_184_000 },
    }));
    provider.route('GET /me', () => ({
      json: { id: '42', user_id: '1789', username: 'personal.me', account_type: 'PERSONAL' },
    }));

    const { sessionId, step } = await start('instagram');
    const authorize = new URL(step.location!);
    expect(authorize.searchParams.get('client_id')).toBe('ig-client');
    const callback = await hop(
      `${site.url}/api/connections/instagram/callback?code=ig-code&state=${authorize.searchParams.get('state')!}`,
    );
    const popup = new URL(callback.location!).searchParams;
    expect(popup.get('needsProfessional')).toBe('true');
    expect(popup.get('error')).toMatch(/Business or Creator/);

    const status = await request(site.url)
      .get('/api/instagram/session-status')
      .query({ sessionId })
      .set('Authorization', `Bearer ${user.accessToken}`)
      .expect(200);
    expect(status.body).toMatchObject({
      status: 'failed',
      needsProfessional: true,
      authenticated: false,
    });
    expect(await ConnectedAccountModel.countDocuments({ platform: 'instagram' })).toBe(0);
    const exchange = provider.requests.find((r) => r.path === '/oauth/access_token')!;
    expect(exchange.form?.get('redirect_uri')).toBe(
      `${site.url}/api/connections/instagram/callback`,
    );
    expect(exchange.form?.get('code')).toBe('ig-code');
  });

  it('Telegram: the popup asks for the channel, checks the bot’s rights, and connects it', async () => {
    const bot = (method: string) => `POST /bot${BOT_TOKEN}/${method}`;
    provider.route(bot('getMe'), () => ({
      json: { ok: true, result: { id: 999, is_bot: true, username: 'postcraft_bot' } },
    }));
    provider.route(bot('getChat'), () => ({
      json: {
        ok: true,
        result: { id: -1001234, type: 'channel', title: 'Lima News', username: 'limanews' },
      },
    }));
    let canPost = false;
    provider.route(bot('getChatMember'), () => ({
      json: {
        ok: true,
        result: { status: 'administrator', can_post_messages: canPost, user: { id: 999 } },
      },
    }));
    provider.route(bot('getChatMemberCount'), () => ({ json: { ok: true, result: 321 } }));

    const refused = await start('telegram');
    expect(refused.step.status).toBe(200);
    const refusedPopup = await hop(`${site.url}/api/connections/telegram/callback`, {
      state: hiddenField(refused.step.html, 'state'),
      channel: '@limanews',
    });
    const refusal = new URL(refusedPopup.location!).searchParams.get('error');
    expect(refusal).toMatch(/may not post/);
    expect(refusal).not.toContain(BOT_TOKEN);

    canPost = true;
    const accepted = await start('telegram');
    const popup = await hop(`${site.url}/api/connections/telegram/callback`, {
      state: hiddenField(accepted.step.html, 'state'),
      channel: '@limanews',
    });
    expect(JSON.parse(new URL(popup.location!).searchParams.get('accountData')!)).toMatchObject({
      platform: 'telegram',
      username: 'limanews',
      likes: 321,
    });
    const me = await request(site.url)
      .get('/api/user/me')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .expect(200);
    expect(me.body.data.user.connectedAccounts).toEqual([
      expect.objectContaining({
        platform: 'telegram',
        username: 'limanews',
        profileUrl: 'https://t.me/limanews',
      }),
    ]);
  });

  it('refuses a Telegram form posted from another site', async () => {
    const response = await fetch(`${site.url}/api/connections/telegram/callback`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
      },
      body: 'state=x&channel=%40limanews',
    });
    expect(response.status).toBe(403);
  });
});
