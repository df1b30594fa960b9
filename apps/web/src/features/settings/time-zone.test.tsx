import type { User } from '@postcraft/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startApiStub, type ApiStub, type StubRequest } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';

let api: ApiStub;
let user: User;

beforeEach(async () => {
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user } } }),
    'PUT /api/user/updateProfile': ({ body }) => {
      user = { ...user, ...(body as Partial<User>) };
      return { status: 200, body: { message: 'Profile updated successfully!', user } };
    },
  });
});

afterEach(async () => {
  await api.settled();
  await api.close();
});

const profileUpdates = (): StubRequest[] =>
  api.requests.filter((request) => request.path === '/api/user/updateProfile');

describe('the time zone in the profile', () => {
  it('when /profile opens, then it shows the zone with its offset; a search narrows the list, and the chosen zone is saved', async () => {
    user = buildUser({ timeZone: 'Europe/Paris' });
    renderRoute('/profile');

    expect(await screen.findByTestId('current-time-zone')).toHaveTextContent(
      /Current zone: Europe\/Paris \(UTC\+0[12]:00\)/,
    );
    const save = screen.getByRole('button', { name: 'Save time zone' });
    expect(save).toBeDisabled();
    const list = screen.getByRole('listbox', { name: 'Choose a zone' });
    const everyZone = within(list).getAllByRole('option').length;
    expect(everyZone).toBeGreaterThan(300);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search time zones' }), {
      target: { value: 'new york' },
    });
    const options = within(list).getAllByRole('option');
    // The saved zone stays listed beside the matches.
    expect(options.map((option) => option.getAttribute('value'))).toEqual(
      expect.arrayContaining(['America/New_York', 'Europe/Paris']),
    );
    expect(options.length).toBeLessThan(5);
    expect(
      within(list).getByRole('option', { name: /America\/New York \(UTC-0[45]:00\)/ }),
    ).toBeTruthy();

    fireEvent.change(list, { target: { value: 'America/New_York' } });
    fireEvent.click(save);

    expect(await screen.findByRole('status')).toHaveTextContent('Time zone saved.');
    expect(profileUpdates().map((request) => request.body)).toEqual([
      { timeZone: 'America/New_York' },
    ]);
    expect(screen.getByTestId('current-time-zone')).toHaveTextContent(
      /Current zone: America\/New_York \(UTC-0[45]:00\)/,
    );
  });

  it('when the server refuses the zone, then the reason shows and the current zone stays', async () => {
    user = buildUser({ timeZone: 'Europe/Paris' });
    api.answer({
      'PUT /api/user/updateProfile': () => ({
        status: 400,
        body: {
          message: 'Choose a time zone from the list (such as Europe/Paris).',
          code: 'validation_failed',
        },
      }),
    });
    renderRoute('/profile');
    const list = await screen.findByRole('listbox', { name: 'Choose a zone' });

    fireEvent.change(list, { target: { value: 'Asia/Tokyo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save time zone' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The time zone couldn't be saved: Choose a time zone from the list (such as Europe/Paris).",
    );
    expect(screen.getByTestId('current-time-zone')).toHaveTextContent('Europe/Paris');
  });

  it('when a signed-in user has no zone yet, then the browser’s is saved once, silently', async () => {
    user = buildUser({ timeZone: null });
    renderRoute('/profile');

    await waitFor(() => expect(profileUpdates()).toHaveLength(1));
    expect(profileUpdates()[0]?.body).toEqual({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(await screen.findByTestId('current-time-zone')).toHaveTextContent(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Time zone saved.')).toBeNull();
    await api.settled();
    expect(profileUpdates()).toHaveLength(1);
  });

  it('when the user already has a zone, then nothing is saved on their behalf', async () => {
    user = buildUser({ timeZone: 'Asia/Tokyo' });
    renderRoute('/profile');
    expect(await screen.findByTestId('current-time-zone')).toHaveTextContent('Asia/Tokyo');
    await api.settled();
    expect(profileUpdates()).toHaveLength(0);
  });
});
