import { NOTIFICATION_SETTINGS_DEFAULTS, type User } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub, type StubRequest } from '../../test/api-stub';
import { AUTOPILOT_OFF, autopilotAnswer } from '../../test/autopilot.factory';
import { jestObject, waitRealTimeUntil } from '../../test/browser-windows';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';

let api: ApiStub;
let user: User;

beforeEach(async () => {
  user = buildUser({
    brandKeywords: 'Made for makers',
    voiceTone: { label: 'friendly', icon: 'Smile' },
    preferredContentTypes: [{ type: 'videos', icon: 'Video' }],
  });
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user } } }),
    'GET /api/user/autopilot': autopilotAnswer(() => AUTOPILOT_OFF),
    'GET /api/connections/linkedin/pending-posts': () => ({
      status: 200,
      body: {
        data: {
          platform: 'linkedin',
          pendingPosts: { total: 0, onlyThisPlatform: 0, withOtherPlatforms: 0 },
        },
      },
    }),
    'PUT /api/user/updateProfile': ({ body }) => {
      // As the API: the settings objects merge field by field.
      const fields = body as Partial<User>;
      user = {
        ...user,
        ...fields,
        autopilotSettings: { ...user.autopilotSettings, ...fields.autopilotSettings },
        notificationSettings: {
          ...NOTIFICATION_SETTINGS_DEFAULTS,
          ...user.notificationSettings,
          ...fields.notificationSettings,
        },
      };
      return { status: 200, body: { message: 'Profile updated successfully!', user } };
    },
  });
});

afterEach(async () => {
  jestObject.useRealTimers();
  await api.settled();
  await api.close();
});

const calls = (path: string): StubRequest[] =>
  api.requests.filter((request) => request.path === path);

describe('profile and settings', () => {
  it('when /profile opens, then it shows the saved names and the voice and content summaries with their edit links', async () => {
    renderRoute('/profile');

    expect(await screen.findByLabelText('First name')).toHaveValue('Jane');
    expect(screen.getByText('Friendly & conversational')).toBeInTheDocument();
    expect(screen.getByText('Videos, Reels, Tiktoks')).toBeInTheDocument();
    expect(screen.getByText('No niche selected yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Voice & Tone' })).toHaveAttribute(
      'href',
      '/voicesettings',
    );
    expect(screen.getByRole('link', { name: 'Edit Content Preferences' })).toHaveAttribute(
      'href',
      '/content',
    );
  });

  it('when a profile name is emptied, then the field is marked and nothing is sent; once filled, it saves', async () => {
    renderRoute('/profile');
    const company = await screen.findByLabelText('Company/Business Name');

    fireEvent.change(company, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(calls('/api/user/updateProfile')).toHaveLength(0);

    fireEvent.change(company, { target: { value: ' Doe & Co ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(calls('/api/user/updateProfile')[0]?.body).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      companyName: 'Doe & Co',
    });
  });

  it('when brand colours change on /settings, then only the last change is saved, shortly after', async () => {
    renderRoute('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Add colour' }));
    fireEvent.change(screen.getByLabelText('Brand colour 1'), { target: { value: '#ff5500' } });
    fireEvent.change(screen.getByLabelText('Brand colour 1'), { target: { value: '#ff5533' } });

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(calls('/api/user/updateProfile').map((request) => request.body)).toEqual([
      { brandColors: ['#ff5533'] },
    ]);
  });

  it('when /keywords is updated without a change, then it goes back without saving', async () => {
    const { router } = renderRoute('/keywords');
    const keywords = await screen.findByRole('textbox', { name: /key phrases or taglines/ });
    expect(keywords).toHaveValue('Made for makers');

    fireEvent.change(keywords, { target: { value: 'Made for makers  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(calls('/api/user/updateProfile')).toHaveLength(0);
  });

  it('when no tone is chosen on /voicesettings, then Update asks for one', async () => {
    user = { ...user, voiceTone: null };
    renderRoute('/voicesettings');
    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an option before updating.');
    expect(calls('/api/user/updateProfile')).toHaveLength(0);
  });

  it('when every content type is unticked on /content, then Update says to choose one and sends nothing', async () => {
    renderRoute('/content');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Videos, Reels, Tiktoks' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one type of content.');
    expect(calls('/api/user/updateProfile')).toHaveLength(0);
  });

  it('when the old password is wrong on /account, then that field is marked and says so', async () => {
    api.answer({
      'PUT /api/user/password': () => ({
        status: 400,
        body: { message: 'Old password is incorrect', code: 'invalid_old_password' },
      }),
    });
    renderRoute('/account');
    expect(await screen.findByLabelText('Email address')).toHaveValue('jane@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in all password fields to update your password.',
    );

    const oldPassword = screen.getByLabelText('Old password');
    fireEvent.change(oldPassword, { target: { value: 'Wrong-pass-1' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'New-pass-12' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'New-pass-12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Old password is incorrect');
    expect(oldPassword).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/api/user/password')[0]?.body).toEqual({
      oldPassword: 'Wrong-pass-1',
      newPassword: 'New-pass-12',
      confirmPassword: 'New-pass-12',
    });
  });

  it('when saving an autopilot toggle fails, then the toggle is put back and the error shows', async () => {
    api.answer({
      'PUT /api/user/updateProfile': () => ({
        status: 503,
        body: { message: 'Service unavailable', code: 'unavailable' },
      }),
    });
    renderRoute('/autopilotsettings');
    const enable = await screen.findByRole('switch', { name: 'Enable Autopilot' });
    expect(enable).toHaveAttribute('aria-checked', 'false');

    fireEvent.click(enable);
    expect(enable).toHaveAttribute('aria-checked', 'true');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This setting couldn't be saved, so it was put back: Service unavailable",
    );
    expect(enable).toHaveAttribute('aria-checked', 'false');
    expect(calls('/api/user/updateProfile')[0]?.body).toEqual({
      autopilotSettings: { enabled: true },
    });
  });

  it('when the failure e-mail switch is turned off on /account, then it saves at once and stays off; a refused save puts it back', async () => {
    renderRoute('/account');
    const mail = await screen.findByRole('switch', { name: 'E-mail me when a post fails' });
    expect(mail).toHaveAttribute('aria-checked', 'true');

    fireEvent.click(mail);
    await waitFor(() => expect(calls('/api/user/updateProfile')).toHaveLength(1));
    expect(calls('/api/user/updateProfile')[0]?.body).toEqual({
      notificationSettings: { emailOnPostFailure: false },
    });
    expect(mail).toHaveAttribute('aria-checked', 'false');

    api.answer({
      'PUT /api/user/updateProfile': () => ({
        status: 503,
        body: { message: 'Service unavailable', code: 'unavailable' },
      }),
    });
    fireEvent.click(mail);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(mail).toHaveAttribute('aria-checked', 'false');
  });

  it('when the approval e-mail switch is turned off on /account, then only that setting is saved and the failure e-mail stays on', async () => {
    renderRoute('/account');
    const approvals = await screen.findByRole('switch', {
      name: 'E-mail me when autopilot posts need my approval',
    });
    expect(approvals).toHaveAttribute('aria-checked', 'true');

    fireEvent.click(approvals);
    await waitFor(() => expect(calls('/api/user/updateProfile')).toHaveLength(1));
    expect(calls('/api/user/updateProfile')[0]?.body).toEqual({
      notificationSettings: { emailOnAutopilotApproval: false },
    });
    expect(approvals).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'E-mail me when a post fails' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('when an account is disconnected, then the confirmation is asked, the lowercased platform is sent and a success toast shows for 3 s', async () => {
    user = {
      ...user,
      connectedAccounts: [
        {
          platform: 'LinkedIn',
          username: 'jane',
          brandLogo: null,
          likes: 12,
          needsReconnect: false,
          profileUrl: null,
        },
      ],
    };
    api.answer({
      'DELETE /api/user/disconnect/linkedin': () => ({
        status: 200,
        body: {
          success: true,
          message: 'LinkedIn account disconnected successfully',
          data: {
            user: { ...user, connectedAccounts: [] },
            revokedAtProvider: true,
            pendingPosts: { choice: 'keep', cancelled: 0, platformRemoved: 0, kept: 0 },
          },
        },
      }),
    });
    renderRoute('/autopilotsettings');

    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect LinkedIn' }));
    expect(screen.getByRole('dialog', { name: 'Disconnect this account?' })).toBeInTheDocument();
    expect(
      await screen.findByText('No scheduled post is waiting to go out on LinkedIn.'),
    ).toBeInTheDocument();
    jestObject.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitRealTimeUntil(() => screen.queryByText('No accounts connected yet') !== null);

    expect(screen.getByText('LinkedIn account disconnected successfully')).toBeInTheDocument();
    expect(calls('/api/user/disconnect/linkedin')[0]?.method).toBe('DELETE');
    await act(() => jestObject.advanceTimersByTimeAsync(2_999));
    expect(screen.getByText('LinkedIn account disconnected successfully')).toBeInTheDocument();
    await act(() => jestObject.advanceTimersByTimeAsync(1));
    expect(
      screen.queryByText('LinkedIn account disconnected successfully'),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'keep', 'LinkedIn account disconnected successfully', 0],
    [
      'fr',
      'cancel', // The no-break space before ';' reads as a space once the text is normalised.
      'LinkedIn déconnecté ; 2 posts programmés annulés.',
      2,
    ],
  ] as const)(
    'when scheduled posts wait on the account (%s), then the dialog counts them and sends the choice (%s)',
    async (language, choice, toast, cancelled) => {
      await i18n.changeLanguage(language);
      user = {
        ...user,
        connectedAccounts: [
          {
            platform: 'linkedin',
            username: 'jane',
            brandLogo: null,
            likes: 12,
            needsReconnect: false,
            profileUrl: null,
          },
        ],
      };
      api.answer({
        'GET /api/connections/linkedin/pending-posts': () => ({
          status: 200,
          body: {
            data: {
              platform: 'linkedin',
              pendingPosts: { total: 3, onlyThisPlatform: 2, withOtherPlatforms: 1 },
            },
          },
        }),
        'DELETE /api/user/disconnect/linkedin': ({ query }) => ({
          status: 200,
          body: {
            success: true,
            message: 'LinkedIn account disconnected successfully',
            data: {
              user: { ...user, connectedAccounts: [] },
              revokedAtProvider: true,
              pendingPosts: {
                choice: query.pendingPosts,
                cancelled,
                platformRemoved: cancelled ? 1 : 0,
                kept: cancelled ? 0 : 3,
              },
            },
          },
        }),
      });
      renderRoute('/autopilotsettings');

      fireEvent.click(
        await screen.findByRole('button', { name: /^(Disconnect|Déconnecter) LinkedIn$/ }),
      );
      const dialog = screen.getByRole('dialog');
      const [count, keep, cancel] = {
        en: [
          '3 scheduled posts are waiting to go out on LinkedIn.',
          'Keep them for when I reconnect',
          'Cancel them',
        ],
        fr: [
          '3 posts programmés attendent de partir sur LinkedIn.',
          'Les garder pour quand je reconnecterai le compte',
          'Les annuler',
        ],
      }[language] as [string, string, string];
      expect(await within(dialog).findByText(count)).toBeInTheDocument();
      expect(within(dialog).getByRole('radio', { name: new RegExp(keep) })).toBeChecked();
      if (choice === 'cancel') {
        fireEvent.click(within(dialog).getByRole('radio', { name: new RegExp(cancel) }));
      }
      fireEvent.click(within(dialog).getByRole('button', { name: /^(Disconnect|Déconnecter)$/ }));

      expect(await screen.findByText(toast, undefined, { timeout: 5_000 })).toBeInTheDocument();
      expect(calls('/api/user/disconnect/linkedin')[0]?.query).toEqual({ pendingPosts: choice });
    },
  );

  it.each([
    [
      'en',
      { message: 'LinkedIn did not answer', code: 'provider_unavailable' },
      'Error: LinkedIn did not answer',
    ],
    [
      'fr',
      { message: 'LinkedIn did not answer', code: 'provider_unavailable' },
      'Erreur: LinkedIn did not answer',
    ],
    ['en', undefined, 'Error: Disconnect failed'],
  ] as const)(
    'when disconnecting fails (%s), then an error toast shows for 5 s',
    async (language, body, text) => {
      await i18n.changeLanguage(language);
      user = {
        ...user,
        connectedAccounts: [
          {
            platform: 'linkedin',
            username: 'jane',
            brandLogo: null,
            likes: 12,
            needsReconnect: false,
            profileUrl: null,
          },
        ],
      };
      api.answer({ 'DELETE /api/user/disconnect/linkedin': () => ({ status: 502, body }) });
      renderRoute('/autopilotsettings');

      fireEvent.click(
        await screen.findByRole('button', { name: /^(Disconnect|Déconnecter) LinkedIn$/ }),
      );
      const confirm = within(screen.getByRole('dialog')).getByRole('button', {
        name: /^(Disconnect|Déconnecter)$/,
      });
      await waitFor(() => expect(confirm).toBeEnabled());
      jestObject.useFakeTimers();
      fireEvent.click(confirm);
      await waitRealTimeUntil(() => screen.queryByRole('alert') !== null);

      expect(screen.getByRole('alert')).toHaveTextContent(text);
      await act(() => jestObject.advanceTimersByTimeAsync(4_999));
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      await act(() => jestObject.advanceTimersByTimeAsync(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
