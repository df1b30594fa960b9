import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from '../run-tool.js';
import { narrate } from '../voice/narrate.js';
import { transcribeAudio, transcriptOf } from './transcribe-audio.js';

describe('voice notes transcribed offline', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'transcribe-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('when pocketsphinx answers, then its marks and variants are left out and each word keeps its time', () => {
    const output = [
      'our pistachio croissant',
      '<s> 0.060 0.170 1.000000',
      'our(2) 0.180 0.390 0.409383',
      'pistachio 0.400 1.180 1.000000',
      '<sil> 1.190 1.300 0.7',
      'croissant 1.310 1.900 0.9',
      '</s> 1.910 2.000 1.000000',
    ].join('\n');
    expect(transcriptOf(output)).toEqual({
      text: 'our pistachio croissant',
      words: [
        { text: 'our', start: 0.18, end: 0.39 },
        { text: 'pistachio', start: 0.4, end: 1.18 },
        { text: 'croissant', start: 1.31, end: 1.9 },
      ],
    });
  });

  it('when a spoken sentence is sent as Ogg/Opus, then most of its words come back, timed inside it', async () => {
    const spoken = await narrate(['Only twenty a day, so come early.'], join(dir, 'note.wav'));
    const ogg = join(dir, 'note.ogg');
    await runTool('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-i',
      spoken.wavPath,
      '-c:a',
      'libopus',
      ogg,
    ]);
    const transcript = await transcribeAudio(ogg, dir);
    const heard = new Set(transcript.words.map((word) => word.text));
    const said = ['only', 'twenty', 'a', 'day', 'so', 'come', 'early'];
    expect(said.filter((word) => heard.has(word)).length).toBeGreaterThanOrEqual(5);
    expect(transcript.language).toBe('en');
    expect(Math.abs(transcript.durationSec - spoken.durationSec)).toBeLessThan(0.2);
    for (const word of transcript.words)
      expect(word.end).toBeLessThanOrEqual(transcript.durationSec + 0.05);
  });
});
