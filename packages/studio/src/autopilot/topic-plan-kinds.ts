// What each planned post is made as, in proportion to the user's preferred content types.
import type { AutopilotContentKind, ContentTypeId } from '@postcraft/contracts';

const KIND_OF_TYPE: Readonly<Record<ContentTypeId, AutopilotContentKind>> = {
  videos: 'video',
  carousels: 'carousel',
  static: 'image',
  text: 'quote',
  voice: 'quote',
  podcast: 'quote',
};

const KIND_ORDER: readonly AutopilotContentKind[] = ['image', 'carousel', 'quote', 'video'];

/** Each preferred type is one vote for its kind; no preference is a plain image post. */
export function kindWeights(
  preferred: readonly ContentTypeId[],
): Map<AutopilotContentKind, number> {
  const weights = new Map<AutopilotContentKind, number>();
  for (const type of new Set(preferred)) {
    const kind = KIND_OF_TYPE[type];
    weights.set(kind, (weights.get(kind) ?? 0) + 1);
  }
  if (weights.size === 0) weights.set('image', 1);
  return weights;
}

/**
 * `count` kinds by smooth weighted round robin (each kind's share as close to its weight as the
 * count allows, never two of a kind in a row while another is due); `seed` decides ties.
 */
export function planKinds(
  preferred: readonly ContentTypeId[],
  count: number,
  seed: number,
): AutopilotContentKind[] {
  const weights = kindWeights(preferred);
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  const kinds = KIND_ORDER.filter((kind) => weights.has(kind));
  const offset = Math.abs(Math.trunc(seed)) % kinds.length;
  const ordered = [...kinds.slice(offset), ...kinds.slice(0, offset)];
  const credit = new Map(ordered.map((kind) => [kind, 0]));
  const plan: AutopilotContentKind[] = [];
  for (let index = 0; index < count; index += 1) {
    let best = ordered[0]!;
    for (const kind of ordered) {
      credit.set(kind, credit.get(kind)! + weights.get(kind)!);
      if (credit.get(kind)! > credit.get(best)!) best = kind;
    }
    credit.set(best, credit.get(best)! - total);
    plan.push(best);
  }
  return plan;
}
