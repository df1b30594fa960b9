/** Splits ids into lists of at most `size`, the most one platform request takes. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

/** A count from a platform's answer: numbers or numeric strings (YouTube sends strings). */
export function countOf(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0
    ? Math.floor(number)
    : 0;
}

/** Like countOf, but null when the platform did not send the figure. */
export function optionalCountOf(value: unknown): number | null {
  return value === undefined || value === null ? null : countOf(value);
}
