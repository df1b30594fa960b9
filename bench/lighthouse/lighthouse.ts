/**
 * Lighthouse on the landing page, beside the route sizes: builds the web app (and what the API
 * needs), prints `bench:route-sizes`' table, starts the API serving the build on a throwaway
 * database, then runs Lighthouse (Debian's Chromium, headless) on / with its mobile and desktop
 * presets, a few times each, and prints the median of each figure. Accessibility is also checked
 * with the page in dark mode. Exits with 1 when a goal below is missed or the landing page is
 * over its size budget.
 *
 *   pnpm bench:lighthouse                 3 runs per preset
 *   pnpm bench:lighthouse --runs 5
 *   pnpm bench:lighthouse --no-build      on the last build
 *
 * Lighthouse simulates a slow phone and network (mobile) or a plain desktop, but the CPU time it
 * measures is this machine's: other work running at the same time lowers the performance score.
 * The load average is printed with the figures; the median of several runs steadies them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { reportRouteSizes } from '../route-sizes.js';
import { formatFigures, medianFigures } from './figures.js';
import {
  launchBrowser,
  runLighthouse,
  type LighthouseFigures,
  type Preset,
} from './run-lighthouse.js';

/** The goals, per preset. */
const GOALS: Record<Preset, { performance: number; accessibility: number; lcp?: number }> = {
  mobile: { performance: 90, accessibility: 100, lcp: 2_500 },
  desktop: { performance: 98, accessibility: 100 },
};

const ROOT = resolve(import.meta.dirname, '../..');
const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 3;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number, 1 or more');

const log = (line: string) => console.log(`[bench] ${line}`);

/** Lighthouse now and then loses a trace on a loaded machine (NO_NAVSTART): one more try. */
async function runWithRetry<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    log(`run failed (${error instanceof Error ? error.message : String(error)}), trying again`);
    return run();
  }
}
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

if (!process.argv.includes('--no-build')) {
  execFileSync(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@postcraft/web',
      '--filter=@postcraft/api^...',
      '--output-logs=errors-only',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
}
const isWithinBudget = reportRouteSizes({ build: false });

// Imported after the build: the embedded databases find their compiled host scripts on import.
const { startBenchServers } = await import('../calendar-month/start-servers.js');
const servers = await startBenchServers<{ webUrl: string }>(
  'bench/lighthouse/servers.ts',
  'bench_lighthouse',
  log,
);
const url = `${servers.ready.webUrl}/`;
const medians = new Map<string, LighthouseFigures>();
/** The last report of each kind of run, kept for a closer look. */
const reportsDir = mkdtempSync(join(tmpdir(), 'postcraft-lighthouse-'));
const keepReport = (name: string, figures: LighthouseFigures) => {
  if (figures.reportJson) writeFileSync(join(reportsDir, `${name}.json`), figures.reportJson);
  return figures;
};
const loadBefore = load();
try {
  const browser = await launchBrowser();
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      const runs: LighthouseFigures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        runs.push(
          keepReport(preset, await runWithRetry(() => runLighthouse(browser, url, preset))),
        );
        log(
          `${preset} run ${run}/${RUNS}: performance ${runs.at(-1)!.performance} (load ${load()})`,
        );
      }
      medians.set(preset, medianFigures(runs));
      medians.set(
        `${preset}, dark`,
        keepReport(
          `${preset}-dark`,
          await runWithRetry(() => runLighthouse(browser, url, preset, { dark: true })),
        ),
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  await servers.stop();
}

console.log(
  `\nLighthouse on ${url} (median of ${RUNS} runs per preset; load average before ${loadBefore}, after ${load()}):\n`,
);
console.log(formatFigures(medians));
console.log(`\nThe last report of each kind (JSON): ${reportsDir}`);

const missed: string[] = [];
for (const [preset, goal] of Object.entries(GOALS) as [Preset, (typeof GOALS)[Preset]][]) {
  const light = medians.get(preset)!;
  const dark = medians.get(`${preset}, dark`)!;
  if ((light.performance ?? 0) < goal.performance) {
    missed.push(`${preset} performance ${light.performance} < ${goal.performance}`);
  }
  if (goal.lcp && (light.lcp ?? Infinity) > goal.lcp) {
    missed.push(`${preset} LCP ${Math.round(light.lcp ?? 0)} ms > ${goal.lcp} ms`);
  }
  for (const [theme, figures] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    if ((figures.accessibility ?? 0) < goal.accessibility) {
      missed.push(
        `${preset} accessibility (${theme}) ${figures.accessibility} < ${goal.accessibility}`,
      );
    }
  }
}
console.log(
  missed.length === 0
    ? '\nGoals met: mobile performance ≥ 90 with LCP ≤ 2.5 s, desktop ≥ 98, accessibility 100 (light and dark).'
    : `\nGoals missed: ${missed.join('; ')}`,
);
if (missed.length > 0 || !isWithinBudget) process.exitCode = 1;
