import { assCaptionsOf } from '../captions/ass-captions.js';
import { captionLinesOf } from '../captions/caption-lines.js';
import { reelFilterOf, withTitle, wordsInClip } from './render-reel.js';

describe('a clip drawn for 9:16', () => {
  it("when a clip is cut from the source, then its words are timed from the clip's start and those outside are left out", () => {
    const words = [
      { text: 'before', start: 9, end: 9.6 },
      { text: 'Why', start: 10.2, end: 10.5 },
      { text: 'bread?', start: 10.5, end: 11 },
      { text: 'after', start: 31, end: 31.5 },
    ];
    expect(wordsInClip(words, 10, 30)).toEqual([
      { text: 'Why', start: expect.closeTo(0.2, 5), end: expect.closeTo(0.5, 5) },
      { text: 'bread?', start: expect.closeTo(0.5, 5), end: expect.closeTo(1, 5) },
    ]);
  });

  it('when a title is given, then it is one event at the top for the whole clip, beside the captions, braces not read as tags', () => {
    const captions = assCaptionsOf(captionLinesOf([{ text: 'Why?', start: 0, end: 0.5 }]), {
      width: 1080,
      height: 1920,
      highlight: '#f59e0b',
      bottomMargin: 384,
    });
    const ass = withTitle(captions, 'Why {is} bread good?', 1080, 1920, 31.2);
    expect(ass).toMatch(/^Style: Caption,/mu);
    // Top centre (alignment 8), 10 % of the height from the top.
    expect(ass).toMatch(/^Style: Title,DejaVu Sans,63,.*,8,86,86,192,1$/mu);
    expect(ass).toContain('Dialogue: 1,0:00:00.00,0:00:31.20,Title,,0,0,0,,Why is bread good?');
    expect(ass.match(/^Dialogue: 0,/gmu)).toHaveLength(1);
  });

  it('when the frame is built, then the source is fitted over a blurred, darkened copy of itself, then captioned', () => {
    const graph = reelFilterOf(1080, 1920, 'reel:1.ass');
    expect(graph).toContain(
      'scale=136:240:force_original_aspect_ratio=increase,crop=136:240,boxblur=',
    );
    expect(graph).toContain("lutyuv=y='val*0.6'");
    expect(graph).toContain('scale=1080:1920:force_original_aspect_ratio=decrease');
    expect(graph).toContain("overlay=(W-w)/2:(H-h)/2,subtitles=filename='reel\\:1.ass'");
  });
});
