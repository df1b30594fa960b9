import { render, screen, within } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { removeSessionHint } from '../../test/session-hint';
import { LandingApp } from './landing-app';

const SITE = {
  productName: 'Postcraft',
  contactEmail: 'hello@postcraft.example',
  privacyEmail: 'privacy@postcraft.example',
  companyName: 'Postcraft SAS',
  companyAddress: '',
  contactRetentionDays: 180,
};

let api: ApiStub;

beforeEach(async () => {
  removeSessionHint();
  api = await startApiStub({
    'GET /api/site': () => ({ status: 200, body: { data: SITE } }),
  });
});

afterEach(async () => {
  await api.settled();
  await api.close();
});

describe("the landing page's own bundle", () => {
  it('when a visitor opens it, then the page, its sections and the operator details show without the app', async () => {
    render(<LandingApp />);

    expect(
      await screen.findByText('Turn ideas into posts', { exact: false, selector: 'h1' }),
    ).toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: SITE.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${SITE.contactEmail}`,
    );
    expect(footer.getByText(/Postcraft SAS/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Simple pricing' })).toBeVisible();
    expect(await screen.findByLabelText(/Name/)).toBeInTheDocument();
  });

  it("when a visitor follows a link to the app's pages, then it loads that page (there is no router here)", async () => {
    render(<LandingApp />);

    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(header.getByRole('link', { name: 'Postcraft home' })).toHaveAttribute('href', '/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('when a visitor opens it, then only the operator details are asked for (no session calls)', async () => {
    render(<LandingApp />);

    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: SITE.contactEmail })).toBeInTheDocument();
    await api.settled();
    expect(api.requests.map((request) => request.path)).toEqual(['/api/site']);
  });
});
