import { z, type ZodType } from 'zod';
import { invalidRequest } from './stripe-error.js';

/**
 * Stripe's form parameters in bracket notation (`metadata[userId]=…`, `expand[0]=…`,
 * `items[0][price]=…`) as nested objects and arrays. Works on what any body parser left:
 * `express.urlencoded({ extended: false })` and Express's simple query parser keep the bracketed
 * keys flat (a repeated key becomes an array), `extended: true` nests them already.
 */
export type StripeParams = { [key: string]: StripeParamValue };
type StripeParamValue = string | StripeParamValue[] | StripeParams;

const MAX_DEPTH = 5;
const MAX_INDEX = 250;
const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/u;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export function readStripeParams(source: unknown): StripeParams {
  const root: Record<string, unknown> = {};
  for (const [key, value] of pairsOf(source, '')) assign(root, segmentsOf(key), value, key);
  return arraysOf(root) as StripeParams;
}

function pairsOf(source: unknown, prefix: string): Array<[string, string]> {
  if (source === undefined || source === null) return [];
  if (typeof source === 'string') return prefix ? [[prefix, source]] : [];
  if (Array.isArray(source)) {
    return source.flatMap((item, index) =>
      typeof item === 'string' && prefix.endsWith('[]')
        ? pairsOf(item, prefix)
        : pairsOf(item, `${prefix}[${index}]`),
    );
  }
  if (typeof source !== 'object') return [];
  return Object.entries(source as Record<string, unknown>).flatMap(([key, value]) =>
    pairsOf(value, prefix ? `${prefix}[${key}]` : key),
  );
}

function segmentsOf(key: string): string[] {
  const match = KEY.exec(key);
  if (!match?.[1]) throw invalidRequest(`Invalid parameter name: ${key}`, key);
  const segments = [
    match[1],
    ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/gu)].map((m) => m[1] ?? ''),
  ];
  if (segments.length > MAX_DEPTH || segments.some((segment) => FORBIDDEN.has(segment))) {
    throw invalidRequest(`Invalid parameter name: ${key}`, key);
  }
  return segments;
}

function assign(node: Record<string, unknown>, segments: string[], value: string, key: string) {
  let current = node;
  segments.forEach((raw, position) => {
    const segment = raw === '' ? String(Object.keys(current).length) : raw;
    if (/^\d+$/u.test(segment) && Number(segment) > MAX_INDEX) {
      throw invalidRequest(`Too large an index in ${key}`, key);
    }
    if (position === segments.length - 1) {
      current[segment] = value;
      return;
    }
    const child = current[segment];
    if (typeof child === 'string') throw invalidRequest(`Invalid parameter: ${key}`, key);
    current = (child as Record<string, unknown> | undefined) ?? (current[segment] = {});
  });
}

/** Objects whose keys are all indexes become arrays, in index order. */
function arraysOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, child]) => [key, arraysOf(child)] as const,
  );
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/u.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}

/** The parameters read with an endpoint's schema; a refusal names the parameter as Stripe does. */
export function parseStripeParams<T>(schema: ZodType<T>, params: StripeParams): T {
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = (issue?.path ?? []).map(String);
  const param = path.map((part, index) => (index === 0 ? part : `[${part}]`)).join('');
  const isMissing = issue?.code === 'invalid_type' && valueAt(params, path) === undefined;
  if (isMissing)
    throw invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
  throw invalidRequest(`Invalid ${param || 'parameters'}: ${issue?.message ?? 'invalid'}`, param);
}

function valueAt(params: StripeParams, path: string[]): unknown {
  let current: unknown = params;
  for (const part of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** `expand[]`: the paths to expand in the answer. */
export const ExpandSchema = z.array(z.string().max(200)).max(20).optional();

/** Metadata as Stripe takes it: string values, an empty one removing its key. */
export const MetadataSchema = z
  .record(
    z
      .string()
      .max(40)
      .regex(/^[^[\]]+$/u),
    z.string().max(500),
  )
  .refine((value) => Object.keys(value).length <= 50, 'at most 50 keys')
  .optional();

/** An integer parameter, sent as its decimal text. */
export const IntegerParam = z
  .string()
  .regex(/^-?\d+$/u, 'an integer')
  .transform(Number);

/** `true`/`false` as form text. */
export const BooleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A list's `limit`, `starting_after` and `ending_before`. */
export const ListParamsSchema = z.object({
  limit: IntegerParam.pipe(z.number().int().min(1).max(100)).optional(),
  starting_after: z.string().max(100).optional(),
  ending_before: z.string().max(100).optional(),
  expand: ExpandSchema,
});

/**
 * Metadata after an update: each key sent set, a key sent empty removed, and `metadata=''`
 * clearing them all, as Stripe merges it.
 */
export function mergeMetadata(
  current: Record<string, string>,
  update: Record<string, string> | '' | undefined,
): Record<string, string> {
  if (update === undefined) return current;
  if (update === '') return {};
  const merged = { ...current, ...update };
  for (const [key, value] of Object.entries(update)) if (value === '') delete merged[key];
  return merged;
}

/** A text parameter an update may empty (`description=`): empty becomes null. */
export const ClearableText = (max = 5000) =>
  z
    .string()
    .max(max)
    .transform((value) => (value === '' ? null : value));
