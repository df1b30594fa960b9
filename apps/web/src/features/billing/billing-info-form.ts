import { BillingInfoSchema, CountryCodeSchema, type BillingInfo } from '@postcraft/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';

/**
 * The billing form (spec 000 §2) checks what the API checks: the contract's BillingInfoSchema,
 * with the country read from a select that starts empty. Each field's message is the form's own,
 * in the interface language; the API's 400 answers name their fields and are shown on them.
 */
export const BillingInfoFormSchema = BillingInfoSchema.extend({
  country: z.string().pipe(CountryCodeSchema),
});
export type BillingInfoFormInput = z.input<typeof BillingInfoFormSchema>;

export const BILLING_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'address',
  'country',
  'state',
  'city',
  'postalCode',
] as const satisfies readonly (keyof BillingInfo)[];
export type BillingField = (typeof BILLING_FIELDS)[number];

export const OPTIONAL_BILLING_FIELDS: ReadonlySet<BillingField> = new Set(['city', 'postalCode']);

/** The longest value of each text field, as the contract has it. */
const MAX_LENGTHS: Record<Exclude<BillingField, 'country'>, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  address: 200,
  state: 100,
  city: 100,
  postalCode: 20,
};

/** What to say about a field the schema refused, from its value. */
export function billingFieldMessage(field: BillingField, value: string, t: TFunction): string {
  if (field === 'country') return t('billing.info.errors.country');
  if (value.trim() === '' && !OPTIONAL_BILLING_FIELDS.has(field)) {
    return t('billing.info.errors.required');
  }
  if (field === 'email' && value.trim().length <= MAX_LENGTHS.email) {
    return t('billing.info.errors.email');
  }
  return t('billing.info.errors.tooLong', { max: MAX_LENGTHS[field] });
}

/** The fields a 400 answer names, with its messages (already in the user's language). */
export function serverFieldErrors(error: unknown): Partial<Record<BillingField, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const issues = (error.body as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return {};
  const found: Partial<Record<BillingField, string>> = {};
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const field = Array.isArray(issue.path) ? issue.path[0] : undefined;
    if (
      typeof field === 'string' &&
      (BILLING_FIELDS as readonly string[]).includes(field) &&
      typeof issue.message === 'string'
    ) {
      found[field as BillingField] ??= issue.message;
    }
  }
  return found;
}
