import { writtenWordsOf } from '../voice/festival-voice.js';
import { assCaptionsOf } from './ass-captions.js';
import { captionLinesOf, srtOf } from './caption-lines.js';

// What festival prints for "Our pistachio croissant is here! Just 3.50 euros, only 20 a day."
const FESTIVAL_OUTPUT = [
  '_1\tOur\t0\t0.165\t0.385',
  '_2\tpistachio\t0\t0.385\t1.175',
  '_3\tcroissant\t0\t1.175\t1.775',
  '_4\tis\t0\t1.775\t1.920',
  '_5\there\t!\t1.920\t2.315',
  '_6\tJust\t0\t2.450\t2.715',
  '_7\t3.50\t0\t2.715\t2.955',
  '_7\t3.50\t0\t2.955\t3.325',
  '_7\t3.50\t0\t3.325\t3.640',
  '_7\t3.50\t0\t3.640\t3.985',
  '_8\teuros\t,\t3.985\t4.555',
  '_9\tonly\t0\t4.695\t4.955',
  '_10\t20\t0\t4.955\t5.370',
  '_11\ta\t0\t5.370\t5.405',
  '_12\tday\t.\t5.405\t5.800',
].join('\n');

describe('captions timed word by word', () => {
  const words = writtenWordsOf(FESTIVAL_OUTPUT);

  it('when festival speaks "3.50" as four words, then the caption shows it once, for all four', () => {
    expect(words.map((word) => word.text)).toEqual([
      'Our',
      'pistachio',
      'croissant',
      'is',
      'here!',
      'Just',
      '3.50',
      'euros,',
      'only',
      '20',
      'a',
      'day.',
    ]);
    expect(words[6]).toEqual({ text: '3.50', start: 2.715, end: 3.985 });
  });

  it('when words are grouped, then a line ends at punctuation, or before it grows past 22 characters or four words', () => {
    const lines = captionLinesOf(words);
    expect(lines.map((line) => line.words.map((word) => word.text).join(' '))).toEqual([
      'Our pistachio',
      'croissant is here!',
      'Just 3.50 euros,',
      'only 20 a day.',
    ]);
    expect(lines[2]).toMatchObject({ start: 2.45, end: 4.555 });
  });

  it('when a clause would end with a word alone on its line, then the line before takes it', () => {
    const spoken = ['Our', 'autumn', 'menu', 'starts', 'on', 'Friday', 'with', 'pumpkin', 'soup.'];
    const timed = spoken.map((text, index) => ({ text, start: index / 2, end: index / 2 + 0.4 }));
    expect(
      captionLinesOf(timed).map((line) => line.words.map((word) => word.text).join(' ')),
    ).toEqual(['Our autumn menu starts', 'on Friday with pumpkin soup.']);
  });

  it('when written as ASS, then each word is one event with itself highlighted, and braces are not read as tags', () => {
    const ass = assCaptionsOf(
      captionLinesOf([
        { text: '{bold}', start: 0, end: 0.5 },
        { text: 'move.', start: 0.5, end: 1 },
      ]),
      { width: 1080, height: 1920, highlight: '#f59e0b', bottomMargin: 400 },
    );
    const events = ass.split('\n').filter((line) => line.startsWith('Dialogue:'));
    expect(events).toEqual([
      'Dialogue: 0,0:00:00.00,0:00:00.50,Caption,,0,0,0,,{\\c&H000B9EF5&}bold{\\c&H00FFFFFF&} move.',
      'Dialogue: 0,0:00:00.50,0:00:01.60,Caption,,0,0,0,,bold {\\c&H000B9EF5&}move.{\\c&H00FFFFFF&}',
    ]);
    expect(ass).toContain('PlayResX: 1080');
  });

  it('when written as SubRip, then each line has its number and times', () => {
    expect(srtOf(captionLinesOf(words)).split('\n').slice(0, 3)).toEqual([
      '1',
      '00:00:00,165 --> 00:00:01,175',
      'Our pistachio',
    ]);
  });
});
