import type { LighthouseFigures } from './run-lighthouse.js';

function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

/** Each figure's median over the runs; an audit fails if it failed in most runs. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: Exclude<keyof LighthouseFigures, 'failing' | 'reportJson'>) =>
    median(runs.map((run) => run[key]));
  const failures = new Map<string, number>();
  for (const id of runs.flatMap((run) => run.failing))
    failures.set(id, (failures.get(id) ?? 0) + 1);
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcp: of('lcp'),
    fcp: of('fcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    unusedJsBytes: of('unusedJsBytes'),
    failing: [...failures].filter(([, count]) => count > runs.length / 2).map(([id]) => id),
  };
}

const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const milliseconds = (ms: number | null) => (ms === null ? '–' : `${Math.round(ms)} ms`);
const plain = (value: number | null) => (value === null ? '–' : String(value));

/** One row per run kind: scores, metrics, unused JavaScript, then the failing audits. */
export function formatFigures(rows: Map<string, LighthouseFigures>): string {
  const columns = [
    ['', (_: LighthouseFigures, name: string) => name],
    ['perf', (f: LighthouseFigures) => plain(f.performance)],
    ['LCP', (f: LighthouseFigures) => seconds(f.lcp)],
    ['FCP', (f: LighthouseFigures) => seconds(f.fcp)],
    ['TBT', (f: LighthouseFigures) => milliseconds(f.tbt)],
    ['CLS', (f: LighthouseFigures) => (f.cls === null ? '–' : f.cls.toFixed(3))],
    ['a11y', (f: LighthouseFigures) => plain(f.accessibility)],
    ['best pr.', (f: LighthouseFigures) => plain(f.bestPractices)],
    [
      'unused JS',
      (f: LighthouseFigures) =>
        f.unusedJsBytes === null ? '–' : `${(f.unusedJsBytes / 1024).toFixed(1)} KiB`,
    ],
  ] as const;
  const cells = [...rows].map(([name, figures]) => columns.map(([, cell]) => cell(figures, name)));
  const widths = columns.map(([title], index) =>
    Math.max(title.length, ...cells.map((row) => row[index]!.length)),
  );
  const line = (row: readonly string[]) =>
    `  ${row.map((cell, index) => (index === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[index]!))).join('  ')}`;
  const failing = [...rows].map(
    ([name, figures]) =>
      `  ${name.padEnd(widths[0]!)}  failing: ${figures.failing.join(', ') || 'none'}`,
  );
  return [line(columns.map(([title]) => title)), ...cells.map(line), '', ...failing].join('\n');
}
