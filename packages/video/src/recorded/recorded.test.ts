import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandProfile, generationInput } from '@postcraft/generation/test-support';
import { makeVideo } from '../make-video.js';
import { meanVolumeOf, probeVideo } from '../probe/probe-video.js';
import { runFfmpeg } from '../run-tool.js';
import { transcribeAudio } from '../transcribe/transcribe-audio.js';
import { narrate } from '../voice/narrate.js';
import { alignWords } from './align-words.js';
import { encodeVoiceNote } from './encode-voice-note.js';
import { spokenScriptOf } from './spoken-sentences.js';

const word = (text: string, start: number, end: number) => ({ text, start, end });

describe('a voice note as the narration', () => {
  it('when the user corrects a misheard word, then the corrected text keeps the heard times', () => {
    const heard = [
      word('our', 0.2, 0.4),
      word('lunch', 0.5, 0.9),
      word('is', 1.0, 1.1),
      word('friday', 1.2, 1.7),
    ];
    expect(alignWords('Our launch is Friday!', heard)).toEqual([
      word('Our', 0.2, 0.4),
      // Between two matched words, the unmatched one takes the time between them.
      word('launch', 0.4, 1.0),
      word('is', 1.0, 1.1),
      word('Friday!', 1.2, 1.7),
    ]);
  });

  it('when the text says something else than the note, then it is not aligned', () => {
    const heard = [word('our', 0.2, 0.4), word('bread', 0.5, 0.9), word('today', 1.0, 1.4)];
    expect(alignWords('A completely different thing to say here', heard)).toBeNull();
  });

  it('when the recogniser gives no punctuation, then sentences end at the pauses and read as sentences', () => {
    const heard = [
      word('fresh', 0, 0.3),
      word('bread', 0.35, 0.6),
      word('every', 0.65, 0.9),
      word('morning', 0.95, 1.3),
      // A pause of 0.7 s: a new sentence.
      word('come', 2.0, 2.2),
      word('and', 2.25, 2.35),
      word('taste', 2.4, 2.7),
      word('it', 2.75, 2.9),
    ];
    const script = spokenScriptOf(heard);
    expect(script.sentences).toEqual(['Fresh bread every morning.', 'Come and taste it.']);
    expect(script.words.map((timed) => timed.text)).toEqual([
      'Fresh',
      'bread',
      'every',
      'morning.',
      'Come',
      'and',
      'taste',
      'it.',
    ]);
    expect(script.words[4]).toMatchObject({ start: 2.0, end: 2.2 });
  });

  describe('rendered', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'voice-note-video-'));
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('when a recorded note narrates a video, then the video lasts as long as it is spoken, carries its sound and captions its words in time', async () => {
      // A "recording": a second of silence, the sentence, a second of silence, as a phone's WebM.
      const spoken = await narrate(
        ['Our pistachio croissant is back this week.'],
        join(dir, 'spoken.wav'),
      );
      const recording = join(dir, 'note.webm');
      await runFfmpeg([
        '-i',
        spoken.wavPath,
        '-af',
        'adelay=1000,apad=pad_dur=1',
        '-c:a',
        'libopus',
        recording,
      ]);
      const kept = join(dir, 'note.m4a');
      await encodeVoiceNote(recording, kept);
      const heard = await transcribeAudio(kept, dir);
      expect(heard.words.length).toBeGreaterThan(3);

      const made = await makeVideo({
        input: generationInput(['tiktok'], {
          description: 'Our pistachio croissant is back this week.',
          seed: 4,
          brand: brandProfile({ name: 'Maya Bakes', niche: 'food' }),
        }),
        durationSec: 5,
        recorded: {
          audioPath: kept,
          heard: heard.words,
          text: 'Our pistachio croissant is back this week.',
        },
        workDir: dir,
        frames: [{ width: 270, height: 480 }],
      });
      const probed = await probeVideo(made.videos[0]!.videoPath);
      expect(probed).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac' });
      // The silence before and after the words is cut (the first word comes at once, below).
      expect(Math.abs(probed.durationSec - Math.max(5, made.durationSec))).toBeLessThanOrEqual(0.5);
      expect(await meanVolumeOf(made.videos[0]!.videoPath)).toBeGreaterThan(-40);
      // The captions are the user's words, starting with the voice, inside the video.
      expect(made.words.map((timed) => timed.text).join(' ')).toBe(
        'Our pistachio croissant is back this week.',
      );
      expect(made.words[0]!.start).toBeLessThan(0.6);
      expect(made.words.at(-1)!.end).toBeLessThanOrEqual(probed.durationSec + 0.05);
      expect(made.script).toEqual(['Our pistachio croissant is back this week.']);
    });
  });
});
