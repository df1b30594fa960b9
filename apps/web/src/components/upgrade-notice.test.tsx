import { PLAN_LIMIT_MESSAGES, PLAN_LIMIT_MESSAGES_FR } from '@postcraft/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { MemoryRouter } from 'react-router-dom';
import { resetDraft, updateDraft } from '../features/studio/draft-store';
import { i18n } from '../i18n/i18n';
import { ApiError } from '../lib/api-client';
import { startApiStub, type ApiStub } from '../test/api-stub';
import { buildFreeEntitlements } from '../test/payments.factory';
import { renderRoute } from '../test/render-route';
import { buildUser } from '../test/user.factory';
import { closeApiStub } from '../test/visitor-session';
import { isPlanRefusal, UpgradeNotice } from './upgrade-notice';

const refusal = (status: number, code: string, message: string) =>
  new ApiError(status, { code, message });

describe('the upgrade notice', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('when the plan refused (403 plan_limit), then the server message shows with Upgrade to /plan', () => {
    render(
      <MemoryRouter>
        <UpgradeNotice error={refusal(403, 'plan_limit', PLAN_LIMIT_MESSAGES.videoLength)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(PLAN_LIMIT_MESSAGES.videoLength);
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan');
    expect(screen.queryByRole('link', { name: 'Buy credits' })).toBeNull();
  });

  it('when a video needs credits (402), then Buy credits is offered beside Upgrade, in French too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const message = PLAN_LIMIT_MESSAGES_FR.creditsRequired('20', '5');
    render(
      <MemoryRouter>
        <UpgradeNotice error={refusal(402, 'credits_required', message)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Passer à Premium' })).toHaveAttribute('href', '/plan');
    expect(screen.getByRole('link', { name: 'Acheter des crédits' })).toHaveAttribute(
      'href',
      '/credits',
    );
  });

  it('when an error is not the plan’s, then it is not taken for a refusal', () => {
    expect(isPlanRefusal(refusal(403, 'csrf_rejected', 'No'))).toBe(false);
    expect(isPlanRefusal(new Error('plan_limit'))).toBe(false);
    expect(isPlanRefusal(refusal(403, 'plan_limit', 'Limit'))).toBe(true);
  });
});

describe('plan refusals where they happen', () => {
  let api: ApiStub;

  beforeEach(async () => {
    localStorage.clear();
    resetDraft();
    api = await startApiStub({
      'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
      'POST /api/content/transcribe': () => ({
        status: 403,
        body: { code: 'plan_limit', message: PLAN_LIMIT_MESSAGES.voiceNoteLength },
      }),
      'GET /api/payments/plan': () => ({
        status: 200,
        body: {
          entitlements: buildFreeEntitlements({ freeVideosUsed: 1, templates: 3 }),
        },
      }),
    });
  });
  afterEach(async () => {
    await closeApiStub(api);
  });

  it('when a Free user uploads a note over a minute on /record, then the reason shows with Upgrade', async () => {
    renderRoute('/record');
    await screen.findByRole('button', { name: 'Upload a voice note' });
    fireEvent.change(screen.getByTestId('voice-note-file'), {
      target: { files: [new NodeFile(['voice'], 'note.webm', { type: 'audio/webm' })] },
    });
    expect(await screen.findByText(PLAN_LIMIT_MESSAGES.voiceNoteLength)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan');
    expect(screen.getByLabelText('Generated Text')).toHaveValue('');
  });

  it('when a Free user picks video options, then the free videos left and the 30 s limit show, and longer lengths and the French voice are off', async () => {
    updateDraft({ selectedPlatforms: ['tiktok'], selectedTypes: ['video'], postType: 'video' });
    renderRoute('/record');
    const allowance = await screen.findByTestId('video-allowance');
    await waitFor(() => expect(allowance).toHaveTextContent('2 of 3 free videos left.'));
    expect(allowance).toHaveTextContent('Free videos last up to 30 s.');
    expect(screen.getByRole('radio', { name: '45 s' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '30 s' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'French voice' })).toBeDisabled();
  });

  it('when a Free user turns autopilot on, then the toggle is put back and the reason shows with Upgrade', async () => {
    const refusal = () => ({
      status: 403,
      body: { code: 'plan_limit', message: PLAN_LIMIT_MESSAGES.autopilot },
    });
    api.answer({ 'PUT /api/user/updateProfile': refusal, 'GET /api/user/autopilot': refusal });
    renderRoute('/autopilotsettings');
    const enable = await screen.findByRole('switch', { name: 'Enable Autopilot' });
    // Nothing is planned for a Free user: Planned next says autopilot is off, with no error.
    expect(await screen.findByText(/^Autopilot is off\./)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(enable);
    expect(await screen.findByText(PLAN_LIMIT_MESSAGES.autopilot)).toBeInTheDocument();
    expect(enable).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan');
  });

  it('when a downgraded user has an idle account, then it is marked and Make active makes it the one that publishes', async () => {
    const account = (platform: 'sandbox' | 'twitter') => ({
      platform,
      username: `${platform}_user`,
      brandLogo: null,
      likes: 0,
      needsReconnect: false,
      profileUrl: null,
    });
    const user = buildUser({ connectedAccounts: [account('sandbox'), account('twitter')] });
    api.answer({
      'GET /api/user/me': () => ({ status: 200, body: { data: { user } } }),
      'GET /api/connections/active': () => ({
        status: 200,
        body: { data: { maxActive: 1, active: ['sandbox'], idle: ['twitter'] } },
      }),
      'PUT /api/connections/active': () => ({
        status: 200,
        body: { data: { maxActive: 1, active: ['twitter'], idle: ['sandbox'] } },
      }),
    });
    renderRoute('/autopilotsettings');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Publish with Twitter (X) from now on' }),
    );
    await screen.findByRole('button', { name: 'Publish with Sandbox from now on' });
    expect(
      screen.queryByRole('button', { name: 'Publish with Twitter (X) from now on' }),
    ).toBeNull();
    const chosen = api.requests.find(
      (request) => request.path === '/api/connections/active' && request.method === 'PUT',
    );
    expect(chosen?.body).toEqual({ platform: 'twitter' });
  });

  it('when a Free user keeping 3 templates creates another, then the Library says 3 of 3 and the dialog shows the reason with Upgrade', async () => {
    const template = (index: number) => ({
      _id: String(index).padStart(24, '0'),
      name: `Template ${index}`,
      kind: 'template',
      sourceUrl: null,
      description: '',
      generation: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    api.answer({
      'GET /api/styles': () => ({
        status: 200,
        body: { data: { styles: [template(1), template(2), template(3)] } },
      }),
      'GET /api/user/photos': () => ({
        status: 200,
        body: { success: true, data: { photos: [], libraryCount: 0 } },
      }),
      'GET /api/content/generations': () => ({
        status: 200,
        body: {
          success: true,
          data: { generations: [], pagination: { page: 1, limit: 24, total: 0, pages: 0 } },
        },
      }),
      'POST /api/styles': () => ({
        status: 403,
        body: { code: 'plan_limit', message: PLAN_LIMIT_MESSAGES.templates },
      }),
    });
    renderRoute('/library');
    expect(await screen.findByTestId('templates-used')).toHaveTextContent('3 of 3 templates');

    fireEvent.click(screen.getByRole('button', { name: 'Create New Template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create a new template' }));
    fireEvent.change(dialog.getByLabelText('Template name'), { target: { value: 'Fourth' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create template' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(PLAN_LIMIT_MESSAGES.templates);
    expect(dialog.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan');
    // Nothing was added behind the dialog (which hides the page from assistive technology).
    expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(3);
  });
});
