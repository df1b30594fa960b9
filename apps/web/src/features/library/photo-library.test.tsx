import type { BrandPhoto } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';

const photo = (
  id: string | null,
  name: string,
  type: BrandPhoto['type'] = 'image',
): BrandPhoto => ({
  _id: id,
  url: `/media/${id ? 'photos' : 'posts'}/u/${name}.${type === 'video' ? 'mp4' : 'jpg'}`,
  type,
  source: id ? 'library' : 'post',
  createdAt: '2026-11-26T09:30:00.000Z',
});

let api: ApiStub;
let kept: BrandPhoto[];

beforeEach(async () => {
  kept = [photo('0000000000000000000000b1', 'shop-front'), photo(null, 'posted')];
  let added = 0;
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    'GET /api/styles': () => ({ status: 200, body: { data: { styles: [] } } }),
    'GET /api/content/generations': () => ({
      status: 200,
      body: {
        success: true,
        data: { generations: [], pagination: { page: 1, limit: 24, total: 0, pages: 0 } },
      },
    }),
    'GET /api/user/photos': () => ({
      status: 200,
      body: {
        success: true,
        data: { photos: kept, libraryCount: kept.filter((entry) => entry._id).length },
      },
    }),
    'POST /api/user/photos': () => {
      added += 1;
      const created = photo(`0000000000000000000000c${added}`, `new-${added}`);
      kept = [created, ...kept];
      return { status: 201, body: { success: true, photo: created } };
    },
    'DELETE /api/user/photos/0000000000000000000000b1': () => {
      kept = kept.filter((entry) => entry._id !== '0000000000000000000000b1');
      return { status: 200, body: { success: true, message: 'Photo deleted.' } };
    },
  });
});

afterEach(async () => {
  await closeApiStub(api);
  await act(() => i18n.changeLanguage('en'));
});

const section = async () => within(await screen.findByRole('region', { name: 'Your photos' }));

describe('Your photos (the brand photo library)', () => {
  it('when the user has photos, then the library shows them, marks the one from a post and counts its own', async () => {
    renderRoute('/library');
    const photos = await section();
    expect(await photos.findByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      kept[0]!.url,
    );
    expect(photos.getByText('From a post')).toBeInTheDocument();
    expect(photos.getByText('1 of 100 photos')).toBeInTheDocument();
    expect(photos.getByRole('button', { name: 'Delete photo 1' })).toBeInTheDocument();
    expect(photos.queryByRole('button', { name: 'Delete photo 2' })).not.toBeInTheDocument();
  });

  it('when the user adds two photos, then each is sent on its own and both are shown', async () => {
    renderRoute('/library');
    const photos = await section();
    await photos.findByRole('img', { name: 'Photo 1' });
    fireEvent.change(screen.getByTestId('photo-library-file'), {
      target: {
        files: [
          new NodeFile(['a'], 'croissant.jpg', { type: 'image/jpeg' }),
          new NodeFile(['b'], 'counter.png', { type: 'image/png' }),
        ],
      },
    });
    await waitFor(() => expect(photos.getByText('3 of 100 photos')).toBeInTheDocument());
    expect(photos.getAllByRole('img')).toHaveLength(4);
    const uploads = api.requests.filter((request) => request.method === 'POST');
    expect(uploads).toHaveLength(2);
    expect(uploads[0]!.headers['content-type']).toMatch(/^multipart\/form-data/u);
  });

  it('when a file is neither a photo nor a clip, then nothing is sent and the user is told why', async () => {
    renderRoute('/library');
    const photos = await section();
    await photos.findByRole('img', { name: 'Photo 1' });
    fireEvent.change(screen.getByTestId('photo-library-file'), {
      target: { files: [new NodeFile(['x'], 'clip.mov', { type: 'video/quicktime' })] },
    });
    expect(
      await photos.findByText(
        '“clip.mov” is not a JPEG, PNG or WebP photo, nor an MP4 or WebM clip.',
      ),
    ).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('when the user has a clip, then it is shown as a video marked as a clip', async () => {
    kept = [photo('0000000000000000000000b2', 'oven', 'video'), ...kept];
    renderRoute('/library');
    const photos = await section();
    const clip = await photos.findByLabelText('Clip 1');
    expect(clip.tagName).toBe('VIDEO');
    expect(clip).toHaveAttribute('src', kept[0]!.url);
    expect(photos.getByText('Clip')).toBeInTheDocument();
    expect(photos.getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
  });

  it('when the user deletes a photo, then it is asked first, then gone', async () => {
    renderRoute('/library');
    const photos = await section();
    fireEvent.click(await photos.findByRole('button', { name: 'Delete photo 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this photo?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(photos.queryByRole('button', { name: 'Delete photo 1' })).not.toBeInTheDocument();
    expect(photos.getByText('0 of 100 photos')).toBeInTheDocument();
  });

  it('when the interface is in French, then the section is too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/library');
    const photos = within(await screen.findByRole('region', { name: 'Vos photos' }));
    expect(await photos.findByText('D’un post')).toBeInTheDocument();
    expect(
      photos.getByRole('button', { name: 'Ajouter des photos ou des clips' }),
    ).toBeInTheDocument();
  });
});
