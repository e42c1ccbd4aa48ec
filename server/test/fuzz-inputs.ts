import type { z } from 'zod';

// Hostile inputs built from a call's request schema (its zod definition): a plausible base value for the whole
// input, the fields inside it (strings, numbers, arrays, free values) with their bounds, and for each field the
// values an attacker sends. The contract fuzz (contract-fuzz.test.ts) sends every one of them and wants no 5xx.

type Def = Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** A base id that names no row, so a call sent with the base input changes nothing that exists. */
export const ABSENT_ID = 987_654;

export type FieldKind = 'string' | 'number' | 'array' | 'free';
export interface Field {
  /** where the field sits in the input (object keys, 0 for an array's element) */
  path: (string | number)[];
  kind: FieldKind;
  /** string length, number value or array length bounds the schema declares */
  min?: number;
  max?: number;
  /** an id-like number (its low bound names real rows: not sent, so the fuzz deletes nothing real) */
  idLike?: boolean;
  /** the base value of an array's element */
  element?: unknown;
}

/** The schema under wrappers that do not change the value's shape; a preprocess (transform → schema) is its schema. */
function unwrap(schema: unknown): unknown {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(s);
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'].includes(def.type)) {
      s = def.innerType;
    } else if (def.type === 'pipe') {
      s = defOf(def.in).type === 'transform' ? def.out : def.in;
    } else if (def.type === 'lazy') {
      s = (def.getter as () => unknown)();
    } else {
      return s;
    }
  }
  return s;
}

/** The bounds a string, number or array schema declares through its checks. */
function bounds(def: Def): { min?: number; max?: number; int: boolean } {
  let min: number | undefined;
  let max: number | undefined;
  let int = false;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length' || c.check === 'length_equals') min = Number(c.minimum ?? c.length);
    if (c.check === 'max_length' || c.check === 'length_equals') max = Number(c.maximum ?? c.length);
    if (c.check === 'greater_than') min = Number(c.value) + (c.inclusive ? 0 : 1);
    if (c.check === 'less_than') max = Number(c.value) - (c.inclusive ? 0 : 1);
    if (c.check === 'number_format' && String(c.format).includes('int')) int = true;
  }
  return { min, max, int };
}

/** A plausible value of `schema`: every key present, strings of a fitting length, ids that name no row. */
export function baseValue(schema: unknown, key = '', depth = 0): unknown {
  if (depth > 8) return undefined;
  const s = unwrap(schema);
  const def = defOf(s);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, unknown>).map(([k, v]) => [k, baseValue(v, k, depth + 1)]),
      );
    case 'array': {
      const { min } = bounds(def);
      return Array.from({ length: Math.max(min ?? 0, 1) }, () => baseValue(def.element, key, depth + 1));
    }
    case 'string': {
      const { min, max } = bounds(def);
      return 'fuzz'.padEnd(min ?? 0, 'z').slice(0, max ?? 4);
    }
    case 'number': {
      const { min, max, int } = bounds(def);
      const value = Math.min(Math.max(ABSENT_ID, min ?? -Infinity), max ?? Infinity);
      return int ? Math.round(value) : value;
    }
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union':
      return baseValue((def.options as unknown[]).at(-1), key, depth + 1);
    case 'record':
      return {};
    default:
      return undefined;
  }
}

/** Every field of `schema` an attacker can fill: strings, numbers, arrays and free values, nested ones included. */
export function fieldsOf(schema: unknown, path: (string | number)[] = [], depth = 0): Field[] {
  if (depth > 8) return [];
  const s = unwrap(schema);
  const def = defOf(s);
  const key = String(path.filter((p) => typeof p === 'string').at(-1) ?? '');
  const idLike = /(^|_)ids?$/.test(key);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) =>
        fieldsOf(v, [...path, k], depth + 1),
      );
    case 'array':
      return [
        { path, kind: 'array', ...bounds(def), element: baseValue(def.element, key) },
        ...fieldsOf(def.element, [...path, 0], depth + 1),
      ];
    case 'string':
      return [{ path, kind: 'string', ...bounds(def) }];
    case 'number':
      return [{ path, kind: 'number', ...bounds(def), idLike }];
    case 'union': {
      // the last option is the richest (`'' | url`, `string | record`); free values take the nesting attack
      const options = def.options as unknown[];
      return fieldsOf(options.at(-1), path, depth + 1);
    }
    case 'record':
    case 'unknown':
    case 'any':
      return [{ path, kind: 'free' }];
    default:
      return [];
  }
}

// Deep nesting travels as a marker string, swapped for the nested text when the body is written: building and
// stringifying 5,000 levels as objects would blow the test's own stack before the server saw them.
const DEEP = '\u0001deep:';

/** Arrays nested `depth` deep around a string (a marker that `toJsonText` writes out). */
export const nested = (depth: number): string => `${DEEP}${depth}`;

/** The JSON text of a hostile input, with its nesting markers written out as nested arrays. */
export function toJsonText(input: unknown): string {
  return JSON.stringify(input).replace(/"\\u0001deep:(\d+)"/g, (_, n) => {
    const depth = Number(n);
    return `${'['.repeat(depth)}"deep"${']'.repeat(depth)}`;
  });
}

/**
 * What an attacker puts in a field of this kind, each with a label for the failure report. Nesting past the body
 * parser's cap is refused from the text whatever field holds it, so the fuzz sends it in the first field of a body
 * only (`first`); nesting just under the cap reaches the schema and the handler, so every field gets it.
 */
export function hostileValues(field: Field, inQuery: boolean, first: boolean): [label: string, value: unknown][] {
  const out: [string, unknown][] = [];
  if (field.kind === 'string') {
    out.push(
      ['NUL', 'a\u0000b'],
      ['lone surrogates', '\uDC00x\uD800'],
      ['bidi and zero-width', 'a\u202Eb\u2066\u200B\uFEFF'],
    );
    out.push(['wildcards', "%_!\\'"], ['huge string', 'x'.repeat(inQuery ? 4_000 : 20_000)]);
  }
  if (field.kind === 'number') {
    const { min, max } = field;
    if (min !== undefined && Number.isFinite(min)) {
      if (!field.idLike) out.push(['at min', min]);
      out.push(['below min', min - 1]);
    } else {
      out.push(['negative', -1e12]);
    }
    if (max !== undefined && Number.isFinite(max)) out.push(['at max', max], ['above max', max + 1]);
    // past what a 32-bit integer column holds, and past what a number holds exactly
    out.push(['past int32', 2 ** 31], ['huge', 1e308], ['unsafe integer', Number.MAX_SAFE_INTEGER + 2]);
    if (inQuery) out.push(['overflow', '1e400']);
  }
  if (field.kind === 'array') {
    out.push(['huge array', Array.from({ length: inQuery ? 1_000 : 12_000 }, () => field.element)]);
    if (field.max !== undefined && field.max <= 12_000) {
      out.push(['array at max', Array.from({ length: field.max }, () => field.element)]);
    }
  }
  if (field.kind === 'free') out.push(['NUL in free JSON', { a: ['\u0000'] }], ['surrogate key', { '\uD800': 1 }]);
  if (!inQuery) {
    out.push(['nesting under the cap', nested(30)]);
    if (first) out.push(['deep nesting', nested(5_000)]);
  }
  return out;
}

/** A copy of `base` with `value` at `path` (an array on the way is replaced by a one-element array). */
export function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(base) && base.length ? base : [undefined];
    return [withValue(list[0], rest, value), ...list.slice(1)];
  }
  const object = base && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  return { ...object, [head]: withValue(object[head], rest, value) };
}

/** The schema type a zod schema is, for the fuzz's own sanity check. */
export const schemaType = (schema: z.ZodType): string => defOf(unwrap(schema)).type;
