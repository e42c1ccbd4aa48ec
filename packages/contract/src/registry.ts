import { z } from 'zod';
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
