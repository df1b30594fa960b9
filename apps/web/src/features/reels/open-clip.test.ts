import { openGeneration } from '../library/open-generation';
import {
  DRAFT_STORAGE_KEY,
  getDraft,
  reloadDraft,
  resetDraft,
  updateDraft,
} from '../studio/draft-store';
import { buildClip, clipContent } from '../../test/reels.factory';
import { applyClip } from './open-clip';

beforeEach(() => {
  localStorage.clear();
  resetDraft();
});

describe('a clip in the studio', () => {
  it('when a clip is put in the draft, then it is marked a reel, keeps each platform’s video and caption, and survives a reload', () => {
    const clip = buildClip();
    updateDraft(applyClip(clipContent(clip), clip));

    reloadDraft();
    const draft = getDraft();
    expect(draft.generation).toMatchObject({ id: 'c1', reel: true, contentType: 'video' });
    expect(draft.selectedPlatforms).toEqual(['tiktok', 'linkedin']);
    expect(draft.generatedAssets.linkedin).toMatchObject({
      url: clip.url,
      posterUrl: clip.posterUrl,
      captionsUrl: clip.captionsUrl,
      caption: 'Most launches fail for one reason. (LinkedIn)\n\n#launch',
    });
  });

  it('when a Library clip (source reel) is opened, then it opens as a clip, not as a video to make again', () => {
    const content = clipContent();
    openGeneration({
      _id: 'c1',
      createdAt: '2030-01-01T10:00:00.000Z',
      description: 'Why most launches fail',
      source: 'reel',
      contentType: 'video',
      generator: 'local',
      seed: 1,
      assets: content.assets,
      durationSeconds: 30,
    });
    expect(getDraft().generation).toMatchObject({ id: 'c1', reel: true });
  });

  it('when a draft saved before clips existed is read, then it reads as it did, without the mark', () => {
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        selectedPlatforms: ['sandbox'],
        postType: 'video',
        generatedAssets: { sandbox: { url: '/media/generated/u/v.mp4', type: 'video' } },
        currentPlatform: 'sandbox',
        caption: 'Old',
        generation: { id: 'g1', seed: 2, generator: 'local', description: 'Old', source: 'text' },
      }),
    );
    reloadDraft();
    expect(getDraft().generation).toMatchObject({ id: 'g1', source: 'text' });
    expect(getDraft().generation?.reel).toBeUndefined();
  });
});
