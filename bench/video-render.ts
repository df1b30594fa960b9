/**
 * Times a short video made offline from a prompt, stage by stage: the narration (festival in
 * English, espeak-ng in French), the stills, the ffmpeg render, at 1080×1920. Prints each video's
 * length, the time it took and the ratio (seconds of work per second of video; under 1 renders
 * faster than real time). The English video is made twice: cold (the first festival and ffmpeg
 * start of the process, fonts and templates loaded) and warm. Run it on a quiet machine: ffmpeg
 * takes every core it is given. The goal: a 30 s video in 15 s or less (0.5 s per second).
 *
 *   pnpm bench:video-render              30 s: English cold, English warm, French
 *   pnpm bench:video-render --seconds 15
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brandProfile, generationInput } from '../packages/generation/src/test-support/index.js';
import { makeVideo } from '../packages/video/src/index.js';

const secondsArgument = process.argv.indexOf('--seconds');
const SECONDS = secondsArgument > 0 ? Number(process.argv[secondsArgument + 1]) : 30;

const PROMPTS = [
  ['en (cold)', 'Announce our new pistachio croissant, 3.50 euros, only 20 a day, Rue des Martyrs'],
  ['en (warm)', 'Announce our new pistachio croissant, 3.50 euros, only 20 a day, Rue des Martyrs'],
  ['fr', 'Annonce notre nouveau croissant à la pistache, 3,50 €, seulement 20 par jour'],
  [
    'en (Free plan, watermark)',
    'Announce our new pistachio croissant, 3.50 euros, only 20 a day, Rue des Martyrs',
  ],
] as const;

console.log(
  `video of about ${SECONDS} s at 1080×1920, 30 fps (load average ${(await import('node:os')).loadavg()[0]!.toFixed(2)})`,
);
for (const [run, description] of PROMPTS) {
  const language = run.startsWith('fr') ? 'fr' : 'en';
  const workDir = await mkdtemp(join(tmpdir(), 'bench-video-'));
  const started = performance.now();
  const stageStarts = new Map<string, number>();
  const made = await makeVideo({
    input: generationInput(['tiktok'], {
      description,
      language,
      seed: 5,
      brand: brandProfile({ name: 'Maya Bakes', niche: 'food', colors: ['#7c2d12', '#f59e0b'] }),
    }),
    durationSec: SECONDS,
    watermark: run.includes('watermark'),
    workDir,
    onProgress: (stage) => {
      if (!stageStarts.has(stage)) stageStarts.set(stage, performance.now());
    },
  });
  const ended = performance.now();
  const took = (ended - started) / 1000;
  const marks = [...stageStarts.entries(), ['end', ended] as const];
  const stages = marks
    .slice(0, -1)
    .map(([stage, at], index) => `${stage} ${((marks[index + 1]![1] - at) / 1000).toFixed(1)} s`)
    .join(', ');
  console.log(
    `${run}: ${made.durationSec.toFixed(1)} s of video in ${took.toFixed(1)} s ` +
      `(${(took / made.durationSec).toFixed(2)} s per second), ${made.script.length} sentences`,
  );
  console.log(`  stages: ${stages}`);
  await rm(workDir, { recursive: true, force: true });
}
