/**
 * Times the local generator's branded images: one set of the five aspects (1080×1080,
 * 1080×1350, 1080×1920, 1200×627, 1000×1500) with a logo, as POST /api/content/generate makes
 * for five platforms. Prints the cold set (first in the process: fonts read, satori's and resvg's
 * set-up) and warm sets (median, fastest, slowest). Exits with 1 when the warm median is over
 * its budget (1 s).
 *
 *   pnpm bench:generate-images           10 warm sets
 *   pnpm bench:generate-images --sets 30
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  ASPECTS,
  illustrationFor,
  renderBrandImages,
  type BrandImageRequest,
} from '../packages/generation/src/index.js';

const WARM_BUDGET_MS = 1000;
const setsArgument = process.argv.indexOf('--sets');
const WARM_SETS = setsArgument > 0 ? Number(process.argv[setsArgument + 1]) : 10;

// sharp is a dependency of the generation package, not of the workspace root.
const requireFromGeneration = createRequire(
  resolve(import.meta.dirname, '../packages/generation/package.json'),
);
const sharp = requireFromGeneration('sharp') as typeof import('sharp');
const logoPng = await sharp({
  create: { width: 512, height: 512, channels: 4, background: '#ff6b4a' },
})
  .png()
  .toBuffer();

const request = (seed: number): BrandImageRequest => ({
  headline: 'Our summer mugs are here',
  handle: '@clayco',
  brandName: 'Clay & Co',
  colors: ['#1f2a44', '#ffb400'],
  logoPng,
  seed,
  illustration: illustrationFor({ subject: 'ceramic mugs', keywords: [], niche: 'hobby' }).dataUrl,
});
const aspects = Object.values(ASPECTS);

async function timeSet(seed: number): Promise<number> {
  const start = performance.now();
  const images = await renderBrandImages(request(seed), aspects);
  const elapsed = performance.now() - start;
  if (images.size !== aspects.length) throw new Error(`expected ${aspects.length} images`);
  return elapsed;
}

const cold = await timeSet(0);
const warm: number[] = [];
for (let set = 1; set <= WARM_SETS; set += 1) warm.push(await timeSet(set));
warm.sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)]!;
const format = (ms: number) => `${ms.toFixed(0)} ms`;

console.log(
  `Branded images, one set of ${aspects.length} aspects (${aspects.map((a) => `${a.width}×${a.height}`).join(', ')})`,
);
console.log(`  cold set:    ${format(cold)}`);
console.log(
  `  warm sets:   median ${format(median)}, fastest ${format(warm[0]!)}, slowest ${format(warm[warm.length - 1]!)} (${warm.length} sets)`,
);
console.log(
  `  budget:      ${format(WARM_BUDGET_MS)} warm → ${median <= WARM_BUDGET_MS ? 'met' : 'OVER'}`,
);
if (median > WARM_BUDGET_MS) process.exitCode = 1;
