import { callEntries } from '@adconsole/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPermissions } from '../src/modules/auth/access-catalog.js';
import { startServer, type TestServer } from './helper.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.destroy();
});

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe('calls declared once in the contract', () => {
  it('serves every declared call at its method and path with its access, and no API route that is undeclared', () => {
    const served = server.apiRoutes.filter((r) => /^\/v[12]\//.test(r.path));
    const declared = callEntries().map(({ call }) => ({ method: call.method, path: call.path, access: call.access }));
    expect(new Set(declared.map(key)).size).toBe(declared.length);
    expect(
      served
        .map((r) => ({ method: r.method, path: r.path, access: r.access }))
        .sort((a, b) => key(a).localeCompare(key(b))),
    ).toEqual(declared.sort((a, b) => key(a).localeCompare(key(b))));
  });

  it('files every call of a permission group in the permission table, and nothing else', async () => {
    const rows = await server.database.db
      .selectFrom('permission')
      .innerJoin('permission_group', 'permission_group.id', 'permission.group_id')
      .select(['permission.method', 'permission.path', 'permission_group.name as group'])
      .execute();
    const expected = callPermissions().map((p) => `${key(p)} ${p.group}`);
    expect(expected.length).toBeGreaterThan(20);
    expect(rows.map((r) => `${r.method} ${r.path} ${r.group}`).sort()).toEqual(expected.sort());
  });

  it('names each operation of the API document after its declaration', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
    };
    for (const { area, name, call } of callEntries()) {
      const op = doc.paths[call.path]?.[call.method.toLowerCase()];
      expect(op?.operationId, key(call)).toBe(name);
      expect(op?.tags, key(call)).toEqual([area]);
    }
  });
});
