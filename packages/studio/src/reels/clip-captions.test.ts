import { measureCaption, platformSpec, postText } from '@postcraft/generation';
import { clipCaptionsOf, type ClipCaptionRequest } from './clip-captions.js';

const CLIP: ClipCaptionRequest = {
  title: 'why does sourdough taste so good',
  transcript:
    'why does sourdough taste so good. the answer is time and patience. wild yeast works slowly and builds flavour. come and visit the shop on saturday morning.',
  brand: { name: 'Maya Bakes', keywords: 'sourdough, bread', niche: 'food' },
  platforms: ['tiktok', 'instagram', 'twitter', 'linkedin'],
  language: 'en',
  variant: 0,
};

describe('a clip’s captions', () => {
  it('when the clip opens with a spoken question, then its caption opens with it, asked, and goes on with what follows', () => {
    const { tiktok } = clipCaptionsOf(CLIP);
    expect(tiktok!.caption).toMatch(
      /^Why does sourdough taste so good\?\n\nThe answer is time and patience\./u,
    );
    expect(tiktok!.caption.match(/Why does sourdough/gu)).toHaveLength(1);
  });

  it('when captions are written for each platform, then each fits its limit with at most five telling hashtags, the brand’s first', () => {
    const long = {
      ...CLIP,
      transcript: `${CLIP.transcript} ${'We knead the dough by hand every morning. '.repeat(40)}`,
    };
    const captions = clipCaptionsOf(long);
    for (const platform of CLIP.platforms) {
      const { caption, hashtags } = captions[platform]!;
      const spec = platformSpec(platform);
      expect(measureCaption(postText(caption, hashtags), spec.measure)).toBeLessThanOrEqual(
        spec.captionMax,
      );
      expect(hashtags.length).toBeLessThanOrEqual(Math.min(5, spec.hashtagMax));
      expect(hashtags.slice(0, 2)).toEqual(['Sourdough', 'Bread'].slice(0, hashtags.length));
      expect(hashtags.map((tag) => tag.toLowerCase())).not.toContain('answer');
    }
  });

  it('when Regenerate asks the next variant, then the caption changes and the hook stays', () => {
    const first = clipCaptionsOf(CLIP).tiktok!.caption;
    const next = clipCaptionsOf({ ...CLIP, variant: 1 }).tiktok!.caption;
    expect(next).not.toBe(first);
    expect(next).toMatch(/^Why does sourdough taste so good\?/u);
  });

  it('when the words are French, then the call to action is French whatever the interface', () => {
    const { tiktok } = clipCaptionsOf({
      ...CLIP,
      title: 'pourquoi le levain a-t-il si bon goût',
      transcript:
        'pourquoi le levain a-t-il si bon goût. la réponse est le temps et la patience. venez nous voir samedi matin.',
    });
    expect(tiktok!.caption).toMatch(/^Pourquoi le levain a-t-il si bon goût\?/u);
    expect(tiktok!.caption).toMatch(/Regardez jusqu’au bout\.$/u);
  });
});
