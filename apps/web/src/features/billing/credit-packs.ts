import type { CreditPackInfo } from '@postcraft/contracts';

/**
 * The pack a purchase starts with: the one asked for (a pack card's Buy button), else the
 * configuration's default (spec 000 §4: the 1000-second pack), else its popular one, else the
 * first. Undefined only when there is no pack at all.
 */
export function initialPack(
  packs: readonly CreditPackInfo[],
  requestedCredits?: number,
): CreditPackInfo | undefined {
  return (
    packs.find((pack) => pack.credits === requestedCredits) ??
    packs.find((pack) => pack.isDefault) ??
    packs.find((pack) => pack.popular) ??
    packs[0]
  );
}

/** The pack of a number of credits, if the configuration sells one. */
export function packOf(
  packs: readonly CreditPackInfo[],
  credits: number,
): CreditPackInfo | undefined {
  return packs.find((pack) => pack.credits === credits);
}
