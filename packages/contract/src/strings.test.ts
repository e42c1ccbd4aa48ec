import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callEntries } from './calls.js';
import { callSchemas } from './registry.js';
import {
  jsonTextProblem,
  nameFilter,
  safeJson,
  safeJsonCheck,
  safeName,
  safeString,
  safeTextCheck,
} from './strings.js';

type Def = Record<string, unknown> & { type: string; checks?: unknown[] };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The paths of the strings (and free JSON values) inside `schema` that do not carry the shared text check: a plain
 * `z.string()` or `z.unknown()` left in a request schema.
 */
function unguarded(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (s: unknown, p = path) => unguarded(s as z.ZodType, p, seen);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([k, v]) => inner(v, `${path}.${k}`));
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner(def.innerType);
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o) => inner(o));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'record':
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((o, i) => inner(o, `${path}[${i}]`));
    case 'string':
      return def.checks?.includes(safeTextCheck) ? [] : [path];
    case 'unknown':
    case 'any':
      return def.checks?.includes(safeJsonCheck) ? [] : [`${path} (${def.type})`];
    default:
      return [];
  }
}

describe('the shared request string', () => {
  it('is the only kind of string in every request schema of every declared call (body, query, form)', () => {
    const left = callEntries().flatMap(({ call }) => {
      const schemas = callSchemas(call);
      return (['query', 'body', 'form'] as const).flatMap((part) =>
        schemas[part] ? unguarded(schemas[part], `${call.method} ${call.path} ${part}`) : [],
      );
    });
    expect(left).toEqual([]);
  });

  it('finds a plain string or free value hidden anywhere in a schema (the walk above can fail)', () => {
    const schema = z.object({
      a: safeString(),
      b: z.preprocess((v) => v, z.array(z.object({ c: z.string().trim().optional() }))),
      d: z.record(z.string(), z.number()),
      e: z.union([z.literal(''), z.unknown()]),
      f: safeJson(),
    });
    expect(unguarded(schema, 'x')).toEqual(['x.b[].c', 'x.d{key}', 'x.e (unknown)']);
  });

  it('refuses NUL and lone surrogates, naming the field, and keeps the chained rules', () => {
    const schema = z.object({ title: safeString().trim().min(1).max(5) });
    for (const bad of ['a\u0000b', '\uD800', 'x\uDC00y', '\uDBFF']) {
      const issues = schema.safeParse({ title: bad }).error?.issues ?? [];
      expect(
        issues.map((i) => i.path.join('.')),
        JSON.stringify(bad),
      ).toContain('title');
    }
    expect(schema.parse({ title: ' 👍🏽 ' })).toEqual({ title: '👍🏽' });
    expect(schema.safeParse({ title: '      ' }).success).toBe(false);
    expect(schema.safeParse({ title: 'toolong' }).success).toBe(false);
  });

  it('normalises names to NFC and refuses bidi controls, zero-width and control characters in them', () => {
    expect(safeName().parse(' Cafe\u0301 ')).toBe('Café');
    for (const bad of [
      'a\u202Eb',
      'a\u202Ab',
      'a\u2066b',
      'a\u2069b',
      'a\u200Bb',
      'a\u200Db',
      'a\u2060b',
      'a\uFEFFb',
      'a\nb',
    ]) {
      expect(safeName().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(safeName().parse('广告 ad-1')).toBe('广告 ad-1');
    // a joiner inside an emoji sequence is part of the emoji, not a hidden character
    for (const emoji of ['👨\u200D👩\u200D👧', '👍🏽\u200D♂️', '🏳️\u200D🌈']) {
      expect(safeName().safeParse(`team ${emoji}`).success, emoji).toBe(true);
    }
    for (const bad of ['👍\u200D', '\u200D👍', 'a\u200D👍']) {
      expect(safeName().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    // a filter over names is normalised the same way but refuses only what every string refuses
    expect(nameFilter().parse('Cafe\u0301')).toBe('Café');
    expect(nameFilter().safeParse('a\u202Eb').success).toBe(true);
    expect(nameFilter().safeParse('a\u0000b').success).toBe(false);
  });

  it('checks every string and key of a free JSON value, deep or wide, with the path of the first bad one', () => {
    expect(jsonTextProblem({ a: [1, 'ok', { b: 'x\u0000' }] })?.path).toEqual(['a', 2, 'b']);
    expect(jsonTextProblem({ ['k\uD800']: 1 })?.path).toEqual(['k\uD800']);
    expect(jsonTextProblem({ a: [true, null, 2, 'fine'] })).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(jsonTextProblem(deep)?.path).toHaveLength(20_000);
    const issues = z.object({ other: safeJson() }).safeParse({ other: { m: '\uDFFF' } }).error?.issues ?? [];
    expect(issues[0]?.path).toEqual(['other', 'm']);
  });
});
