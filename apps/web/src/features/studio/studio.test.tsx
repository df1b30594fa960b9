import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { CaptionEditor } from './caption-editor';
import { DRAFT_STORAGE_KEY, getDraft, reloadDraft, resetDraft, updateDraft } from './draft-store';
import { createScheduleSchema } from './schedule-validation';

beforeEach(() => {
  localStorage.clear();
  resetDraft();
});

describe('draft store', () => {
  it('keeps exactly the listed fields across a reload, and nothing else', () => {
    updateDraft({
      selectedPlatforms: ['sandbox', 'linkedin'],
      selectedTypes: ['image'],
      postType: 'image',
      caption: 'Hello',
      currentPlatform: 'sandbox',
      generatedAssets: { sandbox: { url: '/media/generated/u/a.png', type: 'image' } },
      isPosting: true,
      scheduledDate: '2030-01-01',
      videoUrl: 'blob:http://localhost/123',
    });
    const stored = JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}') as object;
    expect(Object.keys(stored).sort()).toEqual(
      [
        'caption',
        'captions',
        'currentPlatform',
        'generatedAssets',
        'generation',
        'pendingGeneration',
        'postType',
        'prompt',
        'selectedPlatforms',
      ].sort(),
    );
    expect(JSON.stringify(stored)).not.toMatch(/token/i);

    reloadDraft();
    const draft = getDraft();
    expect(draft.selectedPlatforms).toEqual(['sandbox', 'linkedin']);
    expect(draft.caption).toBe('Hello');
    expect(draft.isPosting).toBe(false);
    expect(draft.selectedTypes).toEqual([]);
    expect(draft.videoUrl).toBeNull();
  });

  it('when the draft is a generated video, then its poster, captions, length, script and options survive a reload', () => {
    const video = {
      url: '/media/generated/u/v.mp4',
      type: 'video' as const,
      posterUrl: '/media/generated/u/v.jpg',
      captionsUrl: '/media/generated/u/v.vtt',
      durationSeconds: 30,
    };
    const generation = {
      id: 'v1',
      seed: 1,
      generator: 'local' as const,
      description: 'Menu',
      source: 'text' as const,
      contentType: 'video' as const,
      durationSeconds: 30,
      voice: 'fr' as const,
      script: ['Notre carte.'],
    };
    updateDraft({ postType: 'video', generatedAssets: { tiktok: video }, generation });
    reloadDraft();
    expect(getDraft().generatedAssets.tiktok).toEqual(video);
    expect(getDraft().generation).toEqual(generation);
  });

  it('when a render in progress is stored, then it survives a reload, and a malformed one is dropped', () => {
    const pendingGeneration = {
      id: 'v2',
      input: {
        description: 'Menu',
        source: 'text' as const,
        contentType: 'video' as const,
        video: { durationSeconds: 15, voice: 'auto' as const },
        script: ['Notre carte.'],
      },
    };
    updateDraft({ pendingGeneration });
    reloadDraft();
    expect(getDraft().pendingGeneration).toEqual(pendingGeneration);

    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ pendingGeneration: { id: 'v2', input: { source: 'fax' } } }),
    );
    reloadDraft();
    expect(getDraft().pendingGeneration).toBeNull();
  });

  it('keeps an inline image only, and Discard empties the storage', () => {
    updateDraft({ postType: 'image', videoUrl: 'data:image/png;base64,AAAA' });
    reloadDraft();
    expect(getDraft().videoUrl).toBe('data:image/png;base64,AAAA');

    updateDraft({ postType: 'video', videoUrl: 'data:video/mp4;base64,AAAA' });
    reloadDraft();
    expect(getDraft().videoUrl).toBeNull();

    resetDraft();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(getDraft().postType).toBe('video');
  });
});

function EditorHarness({ platform }: { platform: string }) {
  const [caption, setCaption] = useState('Start');
  return (
    <>
      <CaptionEditor caption={caption} platform={platform} onSave={setCaption} />
      <output data-testid="saved">{caption}</output>
    </>
  );
}

describe('caption editing', () => {
  it('counts live against the limit, refuses to save past it, and saves on Enter', () => {
    render(<EditorHarness platform="snapchat" />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit the caption' }));
    const field = screen.getByRole('textbox', { name: 'Caption' });
    fireEvent.change(field, { target: { value: 'a'.repeat(161) } });
    expect(screen.getByTestId('caption-count')).toHaveTextContent('161 / 160 characters');
    expect(screen.getByTestId('caption-count')).toHaveTextContent('too long');
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.blur(field);
    expect(screen.getByTestId('saved')).toHaveTextContent('Start');
    expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveValue('a'.repeat(161));

    fireEvent.change(field, { target: { value: 'Short 😀' } });
    expect(screen.getByTestId('caption-count')).toHaveTextContent('7 / 160 characters');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByTestId('saved')).toHaveTextContent('Short 😀');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('saves when the field loses focus, and Escape cancels', () => {
    render(<EditorHarness platform="linkedin" />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit the caption' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Blurred' } });
    fireEvent.blur(screen.getByRole('textbox'));
    expect(screen.getByTestId('saved')).toHaveTextContent('Blurred');

    fireEvent.click(screen.getByRole('button', { name: 'Edit the caption' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Never' } });
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    expect(screen.getByTestId('saved')).toHaveTextContent('Blurred');
  });
});

describe('schedule validation', () => {
  // 12:00 in New York on 10 June 2030 (UTC-4).
  const now = new Date('2030-06-10T16:00:00Z');
  const schema = createScheduleSchema(
    { required: 'required', invalid: 'invalid', past: 'past', noPlatform: 'none' },
    'America/New_York',
    () => now,
  );
  const check = (date: string, time: string, platformCount = 1) => {
    const result = schema.safeParse({ date, time, platformCount });
    return result.success ? 'ok' : result.error.issues[0]?.message;
  };

  it('asks for a date and time, a real one, in the future in the user’s zone, and a platform', () => {
    expect(check('', '12:00')).toBe('required');
    expect(check('2030-06-10', '')).toBe('required');
    expect(check('2030-13-45', '12:00')).toBe('invalid');
    expect(check('2030-06-10', '12:00')).toBe('past');
    expect(check('2030-06-10', '11:59')).toBe('past');
    expect(check('2030-06-10', '12:01')).toBe('ok');
    expect(check('2030-06-11', '12:00', 0)).toBe('none');
  });
});

describe('generating', () => {
  let api: ApiStub;
  let release: () => void = () => undefined;

  beforeEach(async () => {
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api = await startApiStub({
      'GET /api/user/me': () => ({
        status: 200,
        body: { data: { user: buildUser() } },
      }),
      'POST /api/content/generate': async () => {
        await held;
        return {
          status: 200,
          body: {
            success: true,
            content: {
              generationId: 'g1',
              outputUrl: '/media/generated/u/a.png',
              generator: 'local',
              seed: 7,
              colors: ['#224466'],
              assets: {
                sandbox: {
                  url: '/media/generated/u/a.png',
                  type: 'image',
                  width: 1080,
                  height: 1080,
                  caption: 'Autumn menu',
                  hashtags: ['food'],
                },
              },
            },
          },
        };
      },
    });
  });

  afterEach(async () => {
    release();
    await closeApiStub(api);
  });

  it('shows the request pending until the server answers, then the result', async () => {
    updateDraft({ selectedPlatforms: ['sandbox'], selectedTypes: ['image'], postType: 'image' });
    renderRoute('/text');
    const field = await screen.findByRole('textbox', { name: 'Your idea' });
    fireEvent.change(field, { target: { value: 'Our autumn menu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('data-phase', 'pending');
    expect(status).toHaveTextContent('Generating...');
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');

    // An image is one request, answered once it is made.
    expect(
      api.requests.find((request) => request.method === 'POST')?.headers.prefer,
    ).toBeUndefined();

    release();
    expect(await screen.findByText(/Your post for Sandbox/)).toBeInTheDocument();
    expect(screen.getByTestId('caption-text')).toHaveTextContent('Autumn menu #food');
    expect(getDraft().generation).toMatchObject({ id: 'g1', seed: 7, source: 'text' });
  });
});
