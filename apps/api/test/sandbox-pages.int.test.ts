import request from 'supertest';
import {
  createVerifiedUser,
  PASSWORD,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import {
  listenWithPublicUrl,
  openBrowser,
  type Browser,
  type ListeningApp,
} from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';

/** The Sandbox's server-rendered pages (home, consent, feed) in their reader's language. */
describe('the Sandbox pages in the reader’s language', () => {
  let bed: AccountTestBed;
  let site: ListeningApp;
  let counter = 0;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed);
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
  });

  /**
   * A user who last logged in from the interface in `language`, and a browser signed in as
   * them (it holds the access cookie the login set) whose own preference is `browserLanguage`.
   */
  async function signedInBrowser(language: 'en' | 'fr', browserLanguage: string) {
    const user = await createVerifiedUser(bed);
    const login = await request(site.url)
      .post('/api/user/login')
      .set('Accept-Language', language)
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    const browser = openBrowser();
    for (const cookie of login.get('Set-Cookie') ?? []) {
      await browser.jar.setCookie(cookie, `${site.url}/api/user/login`);
    }
    return { user, browser: withLanguage(browser, browserLanguage) };
  }

  /** Pages a browser opens carry its own Accept-Language, not the interface's. */
  function withLanguage(browser: Browser, language: string) {
    return {
      ...browser,
      page: async (path: string) => {
        const cookie = await browser.jar.getCookieString(`${site.url}${path}`);
        return request(site.url)
          .get(path)
          .set({ 'Accept-Language': language, ...(cookie ? { Cookie: cookie } : {}) });
      },
    };
  }

  const anonymous = (language: string) => withLanguage(openBrowser(), language);

  /** The consent page's address, as the popup reaches it for this user. */
  async function consentAddress(user: { accessToken: string }) {
    const session = await request(site.url)
      .post('/api/connections/sessions')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({ platform: 'sandbox', sessionId: `pages-${Date.now()}-${(counter += 1)}` })
      .expect(201);
    const start = await fetch(`${site.url}${session.body.data.startUrl as string}`, {
      redirect: 'manual',
    });
    return new URL(start.headers.get('location')!).toString().slice(site.url.length);
  }

  const langOf = (html: string) => /<html lang="([a-z]+)">/.exec(html)?.[1];

  it('when a visitor who is not signed in opens the consent page, then it follows their browser’s language, French or English', async () => {
    const user = await createVerifiedUser(bed);
    const french = await anonymous('fr-FR,fr;q=0.9,en;q=0.5').page(await consentAddress(user));
    expect(french.status).toBe(200);
    expect(langOf(french.text)).toBe('fr');
    expect(french.text).toContain('<title>Sandbox · Autoriser Postcraft</title>');
    expect(french.text).toContain('Postcraft demande l’accès à votre compte Sandbox');
    expect(french.text).toContain('Publier et supprimer des posts sur votre fil Sandbox');
    expect(french.text).toContain('value="allow">Autoriser</button>');
    expect(french.text).toContain('value="deny">Refuser</button>');
    expect(french.text).not.toMatch(/\bAllow\b|\bDeny\b|wants to access/);

    const english = await anonymous('de-DE,de;q=0.9').page(await consentAddress(user));
    expect(langOf(english.text)).toBe('en');
    expect(english.text).toContain('Postcraft wants to access your Sandbox account');
    expect(english.text).toContain('value="allow">Allow</button>');
  });

  it('when a signed-in user opens the consent page, then it is in their saved interface language, whatever the browser prefers', async () => {
    const { user, browser } = await signedInBrowser('fr', 'en-US,en;q=0.9');
    const page = await browser.page(await consentAddress(user));
    expect(langOf(page.text)).toBe('fr');
    expect(page.text).toContain('Nom d’utilisateur Sandbox');

    const other = await signedInBrowser('en', 'fr-FR,fr;q=0.9');
    const english = await other.browser.page(await consentAddress(other.user));
    expect(langOf(english.text)).toBe('en');
    expect(english.text).toContain('Sandbox username');
  });

  it('when the consent is refused for a bad username, or the authorize address is wrong, then the page says so in the reader’s language', async () => {
    const user = await createVerifiedUser(bed);
    const browser = openBrowser();
    const consent = await browser.hop(`${site.url}${await consentAddress(user)}`);
    const requestId = /name="requestId" value="([^"]*)"/.exec(consent.html)![1]!;
    const cookie = await browser.jar.getCookieString(`${site.url}/sandbox/oauth/consent`);
    const refused = await request(site.url)
      .post('/sandbox/oauth/consent')
      .set({ Origin: site.url, Cookie: cookie, 'Accept-Language': 'fr' })
      .type('form')
      .send({ requestId, username: 'No!', decision: 'allow' });
    expect(refused.status).toBe(400);
    expect(langOf(refused.text)).toBe('fr');
    expect(refused.text).toContain(
      'Un nom d’utilisateur compte de 3 à 30 caractères : lettres minuscules, chiffres, points ou tirets bas.',
    );

    const unknownClient = await anonymous('fr').page('/sandbox/oauth/authorize?client_id=nobody');
    expect(unknownClient.status).toBe(400);
    expect(langOf(unknownClient.text)).toBe('fr');
    expect(unknownClient.text).toContain('<h1>Un problème est survenu</h1>');
    expect(unknownClient.text).toContain('client_id inconnu.');
  });

  it('when a visitor who is not signed in opens /sandbox, then it is the Sandbox’s own page: what it is and a way to sign in', async () => {
    for (const path of ['/sandbox', '/sandbox/']) {
      const page = await anonymous('en').page(path);
      expect(page.status).toBe(200);
      expect(page.type).toBe('text/html');
      expect(langOf(page.text)).toBe('en');
      expect(page.text).toContain('<h1>The Sandbox: a social network for trying Postcraft</h1>');
      expect(page.text).toContain('stand-in social network built into Postcraft');
      expect(page.text).toContain(`href="${site.url}/login">Sign in</a>`);
      expect(page.text).not.toContain('How to connect one');
    }
    const french = await anonymous('fr-CA,fr;q=0.9').page('/sandbox');
    expect(langOf(french.text)).toBe('fr');
    expect(french.text).toContain('La Sandbox : un réseau social pour essayer Postcraft');
    expect(french.text).toContain(`href="${site.url}/login">Se connecter</a>`);
  });

  it('when /sandbox is served, then it has no script, the Sandbox’s CSP and no caching; a bad access cookie reads as signed out', async () => {
    const page = await request(site.url)
      .get('/sandbox')
      .set('Cookie', 'pc_access=not-a-token')
      .expect(200);
    expect(page.text).not.toContain('<script');
    expect(page.text).toContain('Sign in</a>');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('when a signed-in user with no Sandbox account opens /sandbox, then it says so and how to connect one', async () => {
    const { browser } = await signedInBrowser('en', 'en');
    const page = await browser.page('/sandbox');
    expect(page.status).toBe(200);
    expect(page.text).toContain('You have not connected a Sandbox account yet.');
    expect(page.text).toContain('<h2 id="how-to-connect">How to connect one</h2>');
    expect(page.text).toContain('choose Add Account, then Sandbox');
    expect(page.text).toContain(`href="${site.url}/autopilotsettings"`);
    expect(page.text).not.toContain('>Sign in</a>');
  });

  it('when a signed-in user has connected a Sandbox account, then /sandbox shows it in their language with a link to its feed, and the feed is in that language too', async () => {
    const { user, browser } = await signedInBrowser('fr', 'en');
    await connectSandboxAccount(site, user, 'boulangerie_lune');
    const stranger = await signedInBrowser('en', 'en');

    const page = await browser.page('/sandbox');
    expect(langOf(page.text)).toBe('fr');
    expect(page.text).toContain('<h2 id="your-account">Votre compte Sandbox</h2>');
    expect(page.text).toContain('@boulangerie_lune · 0 post');
    const feedUrl = `${site.url}/sandbox/@boulangerie_lune`;
    expect(page.text).toContain(`href="${feedUrl}">Voir le fil</a>`);
    expect(page.text).not.toContain('Vous n’avez pas encore connecté');

    const feed = await browser.page('/sandbox/@boulangerie_lune');
    expect(feed.status).toBe(200);
    expect(langOf(feed.text)).toBe('fr');
    expect(feed.text).toMatch(/\d abonnés · 0 post/);
    expect(feed.text).toContain('Rien n’est encore publié.');

    // Another user sees only their own (none), not this one's.
    const theirs = await stranger.browser.page('/sandbox');
    expect(theirs.text).not.toContain('boulangerie_lune');
    expect(theirs.text).toContain('You have not connected a Sandbox account yet.');
  });

  it('when a feed or post does not exist, then the 404 page is in the reader’s language', async () => {
    const feed = await anonymous('fr').page('/sandbox/@nobody_here');
    expect(feed.status).toBe(404);
    expect(feed.text).toContain('Aucun compte Sandbox ne porte ce nom d’utilisateur.');
    const post = await anonymous('en').page('/sandbox/@nobody_here/posts/abc');
    expect(post.status).toBe(404);
    expect(post.text).toContain('This post does not exist or was deleted.');
  });
});
