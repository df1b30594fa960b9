import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { zonedDateKey } from '../../lib/zoned-time';
import { resetDraft, updateDraft } from './draft-store';
import { pickDate, pickTime } from '../../test/date-time-fields';

/**
 * A fixed-offset zone where it is now between 18:00 and 19:00, so that today at the form's
 * default time (12:00) is past and today at 23:00 is still ahead, whatever the hour of the run.
 */
function zoneWhereItIsEvening(): string {
  const offset = ((18 - new Date().getUTCHours() + 36) % 24) - 12;
  // Etc/GMT names count the other way round: Etc/GMT-3 is UTC+3.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

let api: ApiStub;

beforeEach(async () => {
  localStorage.clear();
  resetDraft();
  updateDraft({
    selectedPlatforms: ['sandbox'],
    postType: 'image',
    generatedAssets: { sandbox: { url: '/media/generated/u/s.png', type: 'image', caption: 'S' } },
    currentPlatform: 'sandbox',
  });
});

afterEach(async () => {
  await api.settled();
  await api.close();
});

describe('the schedule form', () => {
  it('when the date is changed first to today (past at the default time) and then the time to later today, then the past error goes and the post is scheduled', async () => {
    const timeZone = zoneWhereItIsEvening();
    api = await startApiStub({
      'GET /api/user/me': () => ({
        status: 200,
        body: { data: { user: buildUser({ timeZone }) } },
      }),
      'POST /api/user/schedule': ({ body }) => ({
        status: 201,
        body: { success: true, message: 'Post scheduled successfully', ...(body as object) },
      }),
    });
    renderRoute('/schedule');
    const submit = await screen.findByRole('button', { name: 'Schedule' });
    const today = zonedDateKey(new Date(), timeZone);

    await pickDate(screen.getByLabelText('Date'), today);
    expect(await screen.findByRole('alert')).toHaveTextContent(/future/);
    expect(submit).toBeDisabled();

    pickTime(screen.getByLabelText('Time'), '23:00');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(submit).toBeEnabled();
    fireEvent.click(submit);

    await waitFor(() =>
      expect(api.requests.some((request) => request.path === '/api/user/schedule')).toBe(true),
    );
  });
});
