import type { User } from '@postcraft/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { startApiStub, type ApiStub, type StubRequest } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';

let api: ApiStub;
let user: User;

/** The stand-in API keeps the user and applies JSON updates, as the real one does. */
beforeEach(async () => {
  user = buildUser({ firstTimeLogged: true });
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user } } }),
    'PUT /api/user/updateProfile': ({ body }) => {
      if (typeof body === 'object' && body !== null) user = { ...user, ...(body as Partial<User>) };
      return { status: 200, body: { message: 'Profile updated successfully!', user } };
    },
  });
});

afterEach(async () => {
  await api.close();
});

const profileUpdates = (): StubRequest[] =>
  api.requests.filter((request) => request.path === '/api/user/updateProfile');

describe('onboarding', () => {
  it('when no niche is chosen, then Next is disabled; once one is, Next saves it and opens the voice step', async () => {
    const { router } = renderRoute('/experience/niche');
    const next = await screen.findByRole('button', { name: /Next/ });
    expect(screen.getAllByRole('radio')).toHaveLength(15);
    expect(next).toBeDisabled();

    fireEvent.click(screen.getByRole('radio', { name: /Business Accounts/ }));
    expect(screen.getByRole('radio', { name: /Business Accounts/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    fireEvent.click(next);

    await waitFor(() => expect(router.state.location.pathname).toBe('/experience/voice'));
    expect(profileUpdates().map((request) => request.body)).toEqual([
      {
        niche: {
          type: 'business',
          icon: 'Briefcase',
          description: 'Promote your company, its products and services to win new customers.',
        },
      },
    ]);
  });

  it('when a logo is picked on the voice step, then Next sends multipart data with the colours as a JSON string', async () => {
    const { router } = renderRoute('/experience/voice');
    await screen.findByRole('heading', { name: 'Your brand voice' });

    fireEvent.click(screen.getByRole('checkbox', { name: /Grow my audience/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /key phrases or taglines/ }), {
      target: { value: '  Made for makers  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add colour' }));
    const logo = new NodeFile(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    fireEvent.change(screen.getByLabelText('Upload a logo'), { target: { files: [logo] } });
    expect(screen.getByText('logo.svg (1 KB)')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));

    // The logo's multipart upload is read by the stub server: slow on a loaded machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/experience/style'), {
      timeout: 45_000,
    });
    const [update] = profileUpdates();
    expect(update?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = String(update?.body);
    expect(form).toMatch(/name="brandColors"\r\n\r\n\["#000000"\]\r\n/);
    expect(form).toMatch(/name="contentGoals"\r\n\r\n\["grow_audience"\]\r\n/);
    expect(form).toMatch(/name="brandKeywords"\r\n\r\nMade for makers\r\n/);
    expect(form).toMatch(/name="brandLogo"; filename="logo.svg"\r\nContent-Type: image\/svg\+xml/);
  });

  it('when a picked file is not an image, then it is refused before anything is sent', async () => {
    renderRoute('/experience/voice');
    await screen.findByRole('heading', { name: 'Your brand voice' });

    const notes = new NodeFile(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Upload a logo'), { target: { files: [notes] } });

    expect(screen.getByRole('alert')).toHaveTextContent("This file isn't a supported image.");
  });

  it('when saving a step fails, then the error shows and the step keeps what was entered', async () => {
    api.answer({
      'PUT /api/user/updateProfile': () => ({
        status: 400,
        body: { message: 'Brand colours are hex codes such as #1A2B3C.', code: 'validation' },
      }),
    });
    const { router } = renderRoute('/experience/voice');
    const keywords = await screen.findByRole('textbox', { name: /key phrases or taglines/ });
    fireEvent.change(keywords, { target: { value: 'Less scrolling, more living' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Entertain and inspire/ }));

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't save this step: Brand colours are hex codes such as #1A2B3C.",
    );
    expect(router.state.location.pathname).toBe('/experience/voice');
    expect(keywords).toHaveValue('Less scrolling, more living');
    expect(screen.getByRole('checkbox', { name: /Entertain and inspire/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
  });

  it('when the style step opens for a user without content types, then videos and static posts are preselected', async () => {
    renderRoute('/experience/style');
    await screen.findByRole('heading', { name: 'Your style' });

    const checked = screen
      .getAllByRole('checkbox')
      .filter((box) => box.getAttribute('aria-checked') === 'true');
    expect(checked.map((box) => box.textContent)).toEqual([
      'Videos, Reels, Tiktoks',
      'Static posts',
    ]);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('when the autopilot step is finished, then the settings are saved, onboarding is marked done and /create-prompt opens', async () => {
    const { router } = renderRoute('/experience/autopilot');
    await screen.findByRole('heading', { name: 'Autopilot' });
    expect(screen.getByText('No accounts connected yet')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'Enable Autopilot' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Posting frequency' }), {
      target: { value: '12' },
    });
    expect(screen.getByText('12 posts per week')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Finish/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/create-prompt'));
    expect(profileUpdates().map((request) => request.body)).toEqual([
      {
        autopilotSettings: { enabled: true, approvePostsFirst: true, postingFrequency: 12 },
        firstTimeLogged: false,
      },
    ]);
  });
});
