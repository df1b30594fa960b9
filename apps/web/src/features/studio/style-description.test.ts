import { styleSettings } from './style-description';

describe('the settings Save Style keeps', () => {
  const generation = {
    id: 'g1',
    seed: 7,
    generator: 'local' as const,
    description: 'Spring reel',
    source: 'text' as const,
    colors: ['#224466'],
    durationSeconds: 30,
    voice: 'en-male' as const,
  };

  it('when the result is a video, then its voice and length are kept with the seed and colours', () => {
    expect(styleSettings({ ...generation, contentType: 'video' })).toEqual({
      seed: 7,
      contentType: 'video',
      source: 'text',
      colors: ['#224466'],
      voice: 'en-male',
      durationSeconds: 30,
    });
  });

  it('when the result is an image, then no voice or length is kept', () => {
    expect(styleSettings({ ...generation, contentType: 'image' })).toEqual({
      seed: 7,
      contentType: 'image',
      source: 'text',
      colors: ['#224466'],
    });
  });
});
