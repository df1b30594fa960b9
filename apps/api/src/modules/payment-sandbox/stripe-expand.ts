import { findPaymentSandboxObject } from '@postcraft/data';
import type { StripeJson } from './sandbox-store.js';
import { invalidRequest } from './stripe-error.js';

/**
 * Fields Stripe leaves out of an object unless `expand` asks for them ("includable"): an
 * invoice's confirmation secret and payments.
 */
const INCLUDABLE: Readonly<Record<string, readonly string[]>> = {
  invoice: ['confirmation_secret', 'payments'],
};
const MAX_DEPTH = 4;

const firstSegments = (paths: readonly string[]) =>
  new Set(paths.map((path) => path.split('.')[0] ?? ''));

/** The object as answered: includable fields only when `paths` asks for them. */
export function presentObject(json: StripeJson, paths: readonly string[]): StripeJson {
  const asked = firstSegments(paths);
  const presented: StripeJson = { ...json };
  for (const field of INCLUDABLE[json.object] ?? []) {
    if (!asked.has(field)) delete presented[field];
  }
  return presented;
}

/**
 * The object with the ids that `paths` names replaced by their objects (`latest_invoice`,
 * `latest_invoice.payment_intent`…), each expanded in turn. An unknown or unexpandable field is
 * refused as Stripe does.
 */
export async function expandObject(
  json: StripeJson,
  paths: readonly string[],
  depth = 0,
): Promise<StripeJson> {
  const presented = presentObject(json, paths);
  const rests = new Map<string, string[]>();
  for (const path of paths) {
    const [field = '', ...rest] = path.split('.');
    rests.set(field, [...(rests.get(field) ?? []), ...(rest.length ? [rest.join('.')] : [])]);
  }
  for (const [field, rest] of rests) {
    if (depth >= MAX_DEPTH)
      throw invalidRequest('You cannot expand more than 4 levels of a property.');
    if (INCLUDABLE[json.object]?.includes(field)) continue;
    const value = presented[field];
    if (value === null) continue;
    const found = typeof value === 'string' ? await findPaymentSandboxObject(value) : null;
    if (!found) throw invalidRequest(`This property cannot be expanded (${field}).`, 'expand');
    presented[field] = await expandObject(found.data as StripeJson, rest, depth + 1);
  }
  return presented;
}

/** A list's objects expanded by the paths under `data.`. */
export async function expandList(items: readonly StripeJson[], paths: readonly string[]) {
  const inner = paths.map((path) => {
    if (!path.startsWith('data.'))
      throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
    return path.slice('data.'.length);
  });
  return Promise.all(items.map((item) => expandObject(item, inner)));
}
