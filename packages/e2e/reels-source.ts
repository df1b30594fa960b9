import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Short sentences, each followed by a pause: the places a clip may start or end. */
const SENTENCES = [
  'Welcome back to the bakery channel.',
  'Today we bake bread together in our small kitchen.',
  'The dough rests for one night in the cold.',
  'Why does sourdough taste so good?',
  'The answer is time and patience.',
  'Wild yeast works slowly and builds flavour.',
  'Here is the number that matters most.',
  'Bake at two hundred and fifty degrees for twenty minutes.',
  'The crust turns deep brown and crackles as it cools.',
  'Come and visit the shop on Saturday morning.',
];
const PAUSE_SEC = 1.2;
const SLIDES = ['0x1e3a8a', '0xb45309', '0x065f46'];

/**
 * A talk of about 40–60 s for the reels journey: festival (text2wave) says each sentence, with a
 * pause after it, over three coloured slides with a moving bar, as an H.264/AAC MP4.
 */
export async function buildReelsSource(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'postcraft-reels-e2e-'));
  const voices: string[] = [];
  let durationSec = 0;
  for (const [index, sentence] of SENTENCES.entries()) {
    const text = join(dir, `s${index}.txt`);
    const wav = join(dir, `s${index}.wav`);
    await writeFile(text, sentence);
    await run('text2wave', [text, '-o', wav], { timeout: 120_000 });
    voices.push(wav);
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      wav,
    ]);
    durationSec += Number(stdout.trim()) + PAUSE_SEC;
  }
  const slideSec = (durationSec / SLIDES.length).toFixed(3);
  const speech = voices
    .map((_, index) => `[${index}:a]aresample=16000,apad=pad_dur=${PAUSE_SEC}[a${index}]`)
    .join(';');
  const joined = `${voices.map((_, index) => `[a${index}]`).join('')}concat=n=${voices.length}:v=0:a=1[speech]`;
  const slides = SLIDES.map(
    (colour, index) =>
      `color=c=${colour}:s=640x360:r=25:d=${slideSec},drawbox=x='mod(t*80,iw)':y=ih*0.4:w=iw/6:h=ih/5:color=white@0.8:t=fill[v${index}]`,
  ).join(';');
  const picture = `${SLIDES.map((_, index) => `[v${index}]`).join('')}concat=n=${SLIDES.length}:v=1:a=0,format=yuv420p[picture]`;
  const out = join(dir, 'bakery-talk.mp4');
  await run(
    'ffmpeg',
    [
      '-y',
      ...voices.flatMap((wav) => ['-i', wav]),
      '-filter_complex',
      [speech, joined, slides, picture].join(';'),
      '-map',
      '[picture]',
      '-map',
      '[speech]',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-t',
      durationSec.toFixed(3),
      out,
    ],
    { timeout: 300_000 },
  );
  return out;
}
