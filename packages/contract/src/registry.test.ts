import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';
import { registerContractSchemas } from './registry.js';

describe('registerContractSchemas', () => {
  it('names every exported schema after its export, once, and is idempotent', () => {
    registerContractSchemas();
    registerContractSchemas();
    expect(z.globalRegistry.get(contract.materialListQuery)?.id).toBe('MaterialListQuery');
    expect(z.globalRegistry.get(contract.tagTreeNode)?.id).toBe('TagTreeNode');
    const schemas = Object.values(contract).filter((v) => v instanceof z.ZodType);
    const ids = schemas.map((s) => z.globalRegistry.get(s)?.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(new Set(schemas).size);
  });
});
