import { act, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { hydrateRoot, type Root } from 'react-dom/client';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { removeSessionHint } from '../../test/session-hint';
import { LandingApp } from './landing-app';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';

// react-dom/static schedules its work with MessageChannel, which Node has and jsdom lacks; it is
// given to this file only (React's client scheduler would use it too in the other tests).
// Setting a port's onmessage holds the process open, so every channel is closed after the tests.
const channels: NodeMessageChannel[] = [];
class ClosedAfterTestsMessageChannel extends NodeMessageChannel {
  constructor() {
    super();
    channels.push(this);
  }
}
globalThis.MessageChannel ??= ClosedAfterTestsMessageChannel as unknown as typeof MessageChannel;
afterAll(() => {
  for (const channel of channels) {
    channel.port1.close();
    channel.port2.close();
  }
});
const { MOBILE_TEMPLATE_ID, renderLandingAhead } = await import('./render-landing-ahead');

const texts = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../i18n/locales/en.public.json'), 'utf8'),
) as {
  landing: { hero: { title: string } };
  mobile: { title: string };
};
const SITE = {
  productName: 'Postcraft',
  contactEmail: 'hello@postcraft.example',
  privacyEmail: 'privacy@postcraft.example',
  companyName: 'Postcraft SAS',
  companyAddress: '',
  contactRetentionDays: 180,
};

let api: ApiStub;
let root: Root | undefined;

beforeEach(async () => {
  removeSessionHint();
  api = await startApiStub({
    'GET /api/site': () => ({ status: 200, body: { data: SITE } }),
  });
});

afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  await api.settled();
  await api.close();
});

/** landing.html as built, parsed; its #root put in this document's body. */
async function openRenderedAhead(): Promise<{ container: HTMLElement; page: Document }> {
  const html = await renderLandingAhead('<body><div id="root"></div></body>', texts);
  const page = new DOMParser().parseFromString(html, 'text/html');
  const container = document.createElement('div');
  container.innerHTML = page.getElementById('root')!.innerHTML;
  document.body.append(container);
  return { container, page };
}

describe('the landing page rendered ahead', () => {
  it('when built, then landing.html holds the page and, in a template, the phones notice', async () => {
    const { container, page } = await openRenderedAhead();

    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent(
      texts.landing.hero.title,
    );
    const template = page.getElementById(MOBILE_TEMPLATE_ID) as HTMLTemplateElement;
    expect(template.content.querySelector('h1')?.textContent).toBe(texts.mobile.title);
    expect(page.querySelector('script')?.textContent).toContain(MOBILE_TEMPLATE_ID);
  });

  it('when the script hydrates it, then React finds the same page (no recoverable error) and it works', async () => {
    const { container } = await openRenderedAhead();
    const errors: unknown[] = [];

    act(() => {
      root = hydrateRoot(container, <LandingApp />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });

    // The operator details (footer, contact section) arrive once the page is hydrated.
    expect(await screen.findAllByRole('link', { name: SITE.contactEmail })).not.toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
