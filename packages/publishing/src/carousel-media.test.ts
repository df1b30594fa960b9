import type { ScheduledPostRecord } from '@postcraft/data';
import { mediaListOf } from './publish-to-platform.js';

const slide = (name: string) => ({
  key: `photos/u/${name}.png`,
  url: `/media/photos/u/${name}.png`,
  mimeType: 'image/png',
  sizeBytes: 10,
});

const post = (type: 'image' | 'video', slides: number) =>
  ({
    mediaKey: `photos/u/cover.${type === 'image' ? 'png' : 'mp4'}`,
    mediaMimeType: type === 'image' ? 'image/png' : 'video/mp4',
    mediaSizeBytes: 10,
    type,
    carousel: Array.from({ length: slides }, (_, index) => slide(`s${index + 1}`)),
  }) as unknown as ScheduledPostRecord;

describe('the files of a carousel, as each platform publishes them', () => {
  it('when a platform takes ten images, then it gets the cover and every slide, in order', () => {
    expect(mediaListOf(post('image', 4), 10).map((media) => media.key)).toEqual([
      'photos/u/cover.png',
      'photos/u/s1.png',
      'photos/u/s2.png',
      'photos/u/s3.png',
      'photos/u/s4.png',
    ]);
  });

  it('when a platform takes fewer images than the carousel has, then it gets as many as it takes', () => {
    expect(mediaListOf(post('image', 4), 2).map((media) => media.key)).toEqual([
      'photos/u/cover.png',
      'photos/u/s1.png',
    ]);
  });

  it('when a platform takes one image, then it gets the cover alone', () => {
    expect(mediaListOf(post('image', 4), 1)).toHaveLength(1);
  });

  it('when the cover is a video, then no slide goes with it', () => {
    expect(mediaListOf(post('video', 2), 10)).toHaveLength(1);
  });
});
