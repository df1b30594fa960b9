import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { meanVolumeOf } from '../probe/probe-video.js';
import { timeWords } from './sentence-wavs.js';
import { narrate } from './narrate.js';

describe('narration voices', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'voice-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('when French is spoken, then espeak-ng says each sentence in turn and every written word has a time inside the audio', async () => {
    const sentences = ['Notre croissant à la pistache est arrivé.', 'Seulement 3,50 euros !'];
    const narration = await narrate(sentences, join(dir, 'fr.wav'), 'espeak-fr');
    expect(narration.words.map((word) => word.text)).toEqual([
      'Notre',
      'croissant',
      'à',
      'la',
      'pistache',
      'est',
      'arrivé.',
      'Seulement',
      '3,50',
      'euros\u00a0!',
    ]);
    let last = 0;
    for (const word of narration.words) {
      expect(word.start).toBeGreaterThanOrEqual(last - 1e-9);
      expect(word.end).toBeGreaterThan(word.start);
      last = word.end;
    }
    expect(last).toBeLessThanOrEqual(narration.durationSec);
    expect(narration.durationSec).toBeGreaterThan(2);
    expect(await meanVolumeOf(narration.wavPath)).toBeGreaterThan(-45);
  });

  it('when a sentence is timed by syllables, then longer words get more of it and it fills the sentence', () => {
    const words = timeWords('Un croissant délicieux', 1, 2);
    expect(words[0]!.start).toBeGreaterThan(1);
    expect(words[2]!.end).toBeLessThan(3);
    expect(words[2]!.end - words[2]!.start).toBeGreaterThan(words[0]!.end - words[0]!.start);
  });
});
