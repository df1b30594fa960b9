import type { StripeJson } from './sandbox-store.js';
import { expandList } from './stripe-expand.js';

/**
 * A page of a list, newest first, as Stripe answers it: `limit` (10 by default) objects after
 * `starting_after` or before `ending_before`, and whether more follow.
 */
export async function answerList(
  url: string,
  objects: readonly StripeJson[],
  page: {
    limit?: number | undefined;
    starting_after?: string | undefined;
    ending_before?: string | undefined;
    expand?: string[] | undefined;
  },
) {
  const limit = page.limit ?? 10;
  let start = 0;
  let end = objects.length;
  if (page.starting_after) start = objects.findIndex((item) => item.id === page.starting_after) + 1;
  if (page.ending_before) {
    end = Math.max(
      objects.findIndex((item) => item.id === page.ending_before),
      0,
    );
    start = Math.max(end - limit, 0);
  }
  const data = objects.slice(start, Math.min(start + limit, end));
  return {
    object: 'list',
    data: await expandList(data, page.expand ?? []),
    has_more: start + data.length < end,
    url,
  };
}
