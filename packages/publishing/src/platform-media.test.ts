import { SCHEDULING_MESSAGES } from '@postcraft/contracts';
import { TWITTER_LIMITS, YOUTUBE_LIMITS } from '@postcraft/platforms';
import { captionRefusal, mediaRefusal } from './platform-media.js';

const youtube = { id: 'youtube', limits: YOUTUBE_LIMITS, displayName: 'YouTube' } as const;
const x = { id: 'twitter', limits: TWITTER_LIMITS, displayName: 'X (Twitter)' } as const;
const links = (count: number) =>
  Array.from({ length: count }, (_, index) => `https://shop.example.com/item/${index}/autumn-menu`);

describe('caption refusals', () => {
  it('when an X caption is long in characters but short as X weighs it, then it is taken', () => {
    const caption = links(10).join(' ');
    expect(Array.from(caption).length).toBeGreaterThan(280);
    expect(captionRefusal(x, caption)).toBeNull();
  });

  it('when an X caption weighs more than 280, then it is refused', () => {
    const caption = `${'🎉'.repeat(100)} ${links(4).join(' ')}`;
    expect(Array.from(caption).length).toBeLessThan(280);
    expect(captionRefusal(x, caption)).toBe(
      'X (Twitter) takes captions of at most 280 characters.',
    );
  });

  it('when a YouTube description is under 5,000 characters but over 5,000 bytes, then it is refused', () => {
    const caption = 'Café crème '.repeat(420);
    expect(Array.from(caption).length).toBeLessThan(5_000);
    expect(captionRefusal(youtube, caption)).toBe(
      SCHEDULING_MESSAGES.captionTooLongInBytesFor('YouTube', 5000),
    );
    expect(captionRefusal(youtube, 'Café crème '.repeat(380))).toBeNull();
  });
});

describe('video refusals', () => {
  const video = (durationSec?: number) => ({
    key: 'generated/u/v.mp4',
    mimeType: 'video/mp4',
    sizeBytes: 5_000_000,
    type: 'video' as const,
    ...(durationSec === undefined ? {} : { durationSec }),
  });

  it('when a video is longer than the platform takes, then it is refused with the range', () => {
    expect(mediaRefusal(TWITTER_LIMITS, 'X (Twitter)', video(150))).toBe(
      SCHEDULING_MESSAGES.videoDurationRefusedBy(
        'X (Twitter)',
        TWITTER_LIMITS.video!.minDurationSec,
        140,
      ),
    );
  });

  it('when a video is within the range, or its length is not known, then it is taken', () => {
    expect(mediaRefusal(TWITTER_LIMITS, 'X (Twitter)', video(30))).toBeNull();
    expect(mediaRefusal(TWITTER_LIMITS, 'X (Twitter)', video())).toBeNull();
  });
});
