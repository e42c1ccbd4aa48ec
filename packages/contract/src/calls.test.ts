import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PREFIXES, withQuery } from './call.js';
import { callEntries, callEntry, calls } from './calls.js';
import { callSchemas } from './registry.js';

describe('the call declarations', () => {
  it('resolve every schema they name, and answer z.null() for data-less calls', () => {
    for (const { call } of callEntries()) {
      const schemas = callSchemas(call);
      expect(schemas.answer).toBeInstanceOf(z.ZodType);
      if (call.query) expect(schemas.query).toBeInstanceOf(z.ZodType);
      if (call.body) expect(schemas.body).toBeInstanceOf(z.ZodType);
    }
    expect(callSchemas(calls.tags.remove).answer.safeParse(null).success).toBe(true);
  });

  it('refuses a schema name the contract does not export', () => {
    expect(() => callSchemas({ ...calls.tags.add, body: 'noSuchSchema' as never })).toThrow(/noSuchSchema/);
  });

  it('give each call one method and path under the API prefixes, and one name', () => {
    const entries = callEntries();
    const routes = entries.map(({ call }) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(new Set(entries.map((e) => e.name)).size).toBe(entries.length);
    for (const { call } of entries) expect(API_PREFIXES.some((p) => call.path.startsWith(p))).toBe(true);
    expect(callEntry(calls.materials.list).name).toBe('materialsList');
    expect(() => callEntry({ ...calls.materials.list })).toThrow(/not a declared call/);
  });

  it('keep zod out: the declaration files import only types, so the sign-in page can load them without zod', () => {
    const dir = import.meta.dirname;
    const files = ['call.ts', 'calls.ts', ...fs.readdirSync(dir).filter((f) => f.endsWith('.calls.ts'))];
    for (const file of files) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const valueImports = [...source.matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)].map((m) => m[1]);
      expect(
        valueImports.filter((m) => !/^\.\/(call|calls|[a-z-]+\.calls)\.js$/.test(m!)),
        file,
      ).toEqual([]);
    }
  });
});

describe('withQuery', () => {
  it('repeats a list key, leaves out absent and empty values, and appends to a path that has a query', () => {
    expect(withQuery('/v1/x', { ids: [1, 2], name: 'a b', none: undefined, nil: null, empty: '' })).toBe(
      '/v1/x?ids=1&ids=2&name=a+b',
    );
    expect(withQuery('/v1/x?a=1', { b: 2 })).toBe('/v1/x?a=1&b=2');
    expect(withQuery('/v1/x', {})).toBe('/v1/x');
    expect(withQuery('/v1/x')).toBe('/v1/x');
  });
});
