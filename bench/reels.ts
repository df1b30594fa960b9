/**
 * Times the reels pipeline on a 10-minute 1080p source with speech (festival over slides, some
 * of them moving; built once and kept in the OS temp folder): 5 clips at 1080×1920. Prints each
 * stage's time and the ratio of the whole to the source's length. The goal: 0.4 or less on a
 * 2-core machine (10 minutes in 4). Run it on a quiet machine.
 *
 *   pnpm bench:reels
 *   pnpm bench:reels --minutes 3 --count 3
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { makeReels, type ReelStage } from '../packages/video/src/index.js';
import { buildPlantedSource } from '../packages/video/src/reels/test-source.js';

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const MINUTES = argument('minutes', 10);
const COUNT = argument('count', 5);

const SENTENCES = [
  'Welcome back to the bakery channel.',
  'Today we bake bread together in our small kitchen.',
  'Why does sourdough taste so good?',
  'The answer is time and patience.',
  'Wild yeast works slowly and builds flavour.',
  'Here is the number that matters most.',
  'Bake at two hundred and fifty degrees for twenty minutes.',
  'Then lower the heat and wait a little longer.',
  'The crust turns deep brown and crackles as it cools.',
  'Most people never let the dough rest long enough.',
  'What flour should you buy for your first loaf?',
  'Strong white flour with a little rye is all you need.',
  'Our pistachio croissant sells out every morning by nine.',
  'Three things make a croissant flaky: cold butter, folds and patience.',
  'Nobody tells you that the oven matters less than the dough.',
  'Keep your starter in the fridge between bakes.',
  'Feed it twice before you bake, and it will rise.',
  'How do you know the bread is done?',
  'Tap the bottom and listen for a hollow sound.',
  'Let it cool for one hour before you slice it.',
  'Thank you for watching, and see you next week.',
];

const cacheDir = join(tmpdir(), 'postcraft-bench-reels');
await mkdir(cacheDir, { recursive: true });
const sourcePath = join(cacheDir, `source-${MINUTES}min-1080p.mp4`);
const infoPath = `${sourcePath}.json`;
const exists = await stat(infoPath).then(
  () => true,
  () => false,
);
if (!exists) {
  console.log(`building a ${MINUTES}-minute 1080p source (kept for the next runs)…`);
  const built = performance.now();
  // The sentences in turn, a longer pause every third one, until the length is reached.
  const planned: Array<{ text: string; pauseAfterSec: number }> = [];
  let estimate = 0;
  for (let index = 0; estimate < MINUTES * 60 - 5; index += 1) {
    const text = SENTENCES[index % SENTENCES.length]!;
    const pauseAfterSec = index % 3 === 2 ? 1.2 : 0.5;
    planned.push({ text, pauseAfterSec });
    estimate += text.split(' ').length / 2.9 + pauseAfterSec;
  }
  const source = await buildPlantedSource({
    sentences: planned,
    leadSec: 0.5,
    slides: Math.max(2, Math.round(MINUTES * 1.5)),
    width: 1920,
    height: 1080,
    fps: 30,
    moving: true,
    cacheDir: join(cacheDir, 'speech'),
    outPath: sourcePath,
  });
  await writeFile(infoPath, JSON.stringify({ durationSec: source.durationSec }));
  console.log(`  built in ${((performance.now() - built) / 1000).toFixed(0)} s`);
}
const { durationSec } = JSON.parse(await readFile(infoPath, 'utf8')) as { durationSec: number };

console.log(
  `${(durationSec / 60).toFixed(1)} min of 1080p with speech → ${COUNT} clips at 1080×1920 (load average ${loadavg()[0]!.toFixed(2)})`,
);
const workDir = await mkdtemp(join(tmpdir(), 'bench-reels-'));
const started = performance.now();
const stageStarts: Array<[ReelStage, number]> = [];
const reels = await makeReels({
  sourcePath,
  workDir,
  count: COUNT,
  brand: {
    name: 'Maya Bakes',
    colors: ['#7c2d12', '#f59e0b'],
    keywords: ['croissant', 'sourdough'],
  },
  onProgress: (stage) => {
    if (!stageStarts.some(([each]) => each === stage)) stageStarts.push([stage, performance.now()]);
  },
});
const took = (performance.now() - started) / 1000;
for (const [index, [stage, at]] of stageStarts.entries()) {
  if (stage === 'done') continue;
  const until = stageStarts[index + 1]?.[1] ?? performance.now();
  const seconds = (until - at) / 1000;
  console.log(
    `  ${stage.padEnd(12)} ${seconds.toFixed(1).padStart(6)} s  (${(seconds / durationSec).toFixed(3)}× the source)`,
  );
}
const clipSec = reels.reduce((sum, reel) => sum + reel.durationSec, 0);
console.log(
  `total ${took.toFixed(1)} s for ${durationSec.toFixed(0)} s of source: ${(took / durationSec).toFixed(3)}× ` +
    `(goal ≤ 0.4); ${reels.length} clips, ${clipSec.toFixed(0)} s in all`,
);
for (const reel of reels) {
  console.log(
    `  ${reel.start.toFixed(1)}–${reel.end.toFixed(1)} s (${reel.durationSec.toFixed(1)} s) score ${reel.score}: ${reel.title}\n    ${reel.reason}`,
  );
}
if (process.argv.includes('--keep')) console.log(`clips kept in ${workDir}`);
else await rm(workDir, { recursive: true, force: true });
