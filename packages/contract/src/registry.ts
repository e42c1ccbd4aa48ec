import { z } from 'zod';
import type { Call } from './call.js';
import * as contract from './index.js';

/** The name a contract schema goes by in the OpenAPI document: its export name, capitalised (`MaterialListQuery`). */
export const schemaName = (exportName: string): string => exportName.charAt(0).toUpperCase() + exportName.slice(1);

/**
 * Gives every zod schema the contract exports an `id` (its `schemaName`) in zod's global registry, so the OpenAPI
 * document holds it once as a named component and refers to it, and recursive schemas (`z.lazy`) get a name to
 * point back at. Walking the exports means a new contract schema is named without a list to keep; `.describe()`
 * and `.meta()` texts stay, as they live in the same registry; an explicit `.meta({ id })` wins. Idempotent; an
 * alias keeps its first name.
 */
export function registerContractSchemas(): void {
  const named = new Map<string, string>();
  for (const [exportName, value] of Object.entries(contract)) {
    if (!(value instanceof z.ZodType)) continue;
    const meta = z.globalRegistry.get(value);
    const id = meta?.id ?? schemaName(exportName);
    // two schemas under one name would silently share a component
    const holder = named.get(id);
    if (holder && (contract as Record<string, unknown>)[holder] !== value) {
      throw new Error(`contract schemas ${holder} and ${exportName} would both be named ${id}`);
    }
    named.set(id, exportName);
    if (!meta?.id) z.globalRegistry.add(value, { ...meta, id });
  }
}

/** The zod schemas a call declares, looked up by their export names. */
export interface CallSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  form?: z.ZodType;
  answer: z.ZodType;
}

const schemaOf = (name: string): z.ZodType => {
  const value = (contract as Record<string, unknown>)[name];
  if (!(value instanceof z.ZodType)) throw new Error(`contract has no schema named ${name}`);
  return value;
};

/** The schemas of a declared call; an answer of `null` is `z.null()` (calls that answer `data: null`). */
export function callSchemas(call: Call): CallSchemas {
  return {
    query: call.query ? schemaOf(call.query) : undefined,
    body: call.body ? schemaOf(call.body) : undefined,
    form: call.form ? schemaOf(call.form) : undefined,
    answer: call.answer ? schemaOf(call.answer) : z.null(),
  };
}
