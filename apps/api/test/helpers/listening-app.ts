import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CookieJar } from 'tough-cookie';
import type { ApiConfig } from '../../src/config/env.js';
import type { AccountTestBed, TestBedAppOptions } from './account-test-bed.js';

export interface ListeningApp {
  /** http://127.0.0.1:<port>, also the app's PUBLIC_URL. */
  url: string;
  config: Readonly<ApiConfig>;
  close(): Promise<void>;
}

/**
 * The bed's app on a real port whose address is its PUBLIC_URL: for flows where the app calls
 * itself over HTTP (the sandbox platform) and the browser follows redirects between them.
 */
export async function listenWithPublicUrl(
  bed: AccountTestBed,
  options: TestBedAppOptions = {},
): Promise<ListeningApp> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  // PORT too: the payment Sandbox's API is this app, which the Stripe SDK reaches on it.
  const built = bed.newAppWithConfig({
    ...options,
    env: { PUBLIC_URL: url, PORT: String(port), ...options.env },
  });
  handle = built.app;
  return {
    url,
    config: built.config,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One step of a browser's navigation: the status, where it redirects, and the page. */
export interface Step {
  status: number;
  location: string | null;
  html: string;
}

/** GET (or a form POST) without following redirects, as a browser's single hop. */
export async function hop(
  url: string,
  form?: Record<string, string>,
  jar?: CookieJar,
): Promise<Step> {
  // The hops of one browser are same-site navigations and forms (the app and its sandbox share
  // an origin), so SameSite=Strict cookies go along.
  const cookies = jar ? await jar.getCookieString(url, { sameSiteContext: 'strict' }) : '';
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      ...(form
        ? { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(url).origin }
        : {}),
      ...(cookies ? { Cookie: cookies } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  if (jar) {
    for (const cookie of response.headers.getSetCookie()) {
      await jar.setCookie(cookie, url, { sameSiteContext: 'strict' });
    }
  }
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location ? new URL(location, url).toString() : null,
    html: await response.text(),
  };
}

/** A browser: its hops keep and send its own cookies (by domain, path and SameSite). */
export interface Browser {
  hop(url: string, form?: Record<string, string>): Promise<Step>;
  jar: CookieJar;
}

/** A new browser, with no cookies; two of them share nothing. */
export function openBrowser(): Browser {
  const jar = new CookieJar();
  return { jar, hop: (url, form) => hop(url, form, jar) };
}

/** The value of a hidden form field in a rendered page. */
export function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match?.[1]) throw new Error(`No hidden field ${name} in the page`);
  return match[1];
}
