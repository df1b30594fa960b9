import type { z } from 'zod';

/**
 * A text field of a request schema: its path (`[]` for the whole value, `'*'` for any item) and
 * the field's whole schema (its defaults, preprocessing and pipes included), which is what
 * parses the field.
 */
export interface TextField {
  path: readonly (string | number)[];
  schema: z.ZodType;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: readonly z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every field of a request schema that reads a string, wherever it sits (object fields, array
 * items, record keys and values; through optional and default values, preprocessing, pipes and
 * unions), with its path. Drives the clean-text checks: a new field of a contract is found
 * without a list kept by hand.
 */
export function textFieldsOf(schema: z.ZodType): TextField[] {
  const found = new Map<string, TextField>();
  const seen = new Set<z.ZodType>();
  const walk = (
    current: z.ZodType | undefined,
    path: readonly (string | number)[],
    field: z.ZodType,
  ) => {
    if (!current || seen.has(current)) return;
    seen.add(current);
    const def = defOf(current);
    const into = (child: z.ZodType | undefined, key: string | number) =>
      child && walk(child, [...path, key], child);
    switch (def.type) {
      case 'string':
        found.set(JSON.stringify(path), { path, schema: field });
        return;
      case 'object':
        for (const [key, child] of Object.entries(def.shape ?? {})) into(child, key);
        return;
      case 'array':
        into(def.element, '*');
        return;
      case 'tuple':
        def.items?.forEach((item, index) => into(item, index));
        return;
      case 'record':
        into(def.keyType, '*key');
        into(def.valueType, '*');
        return;
      case 'union':
        for (const option of def.options ?? []) walk(option, path, field);
        return;
      case 'intersection':
        walk(def.left, path, field);
        walk(def.right, path, field);
        return;
      case 'pipe':
        walk(def.in, path, field);
        walk(def.out, path, field);
        return;
      case 'lazy':
        walk(def.getter?.(), path, field);
        return;
      default:
        // optional, nullable, default, prefault, catch, readonly, nonoptional: their inner type.
        walk(def.innerType, path, field);
    }
  };
  walk(schema, [], schema);
  return [...found.values()];
}
