import { type AuditEntry, Code } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessIds, answer, ok } from './auth-access-helper.js';
import { startServer, type TestServer } from './helper.js';

let server: TestServer;
let as: Record<'admin', InjectSession>;
let ids: Awaited<ReturnType<typeof accessIds>>;

beforeAll(async () => {
  server = await startServer();
  as = await signInAll(server.app, ['admin']);
  ids = await accessIds(server);
});
afterAll(() => server.destroy());

/** The entries about one entity, newest first. */
async function entries(kind: string, id: number): Promise<AuditEntry[]> {
  const data = await ok<{ list: AuditEntry[] }>(
    as.admin.call('GET', `/v2/auth/audit/list?entity_kind=${kind}&entity_id=${id}&page_size=50`),
  );
  return data.list;
}

describe('the access model writes the audit log', () => {
  it("records a role's creation, edit, grants and deletion with the fields that changed", async () => {
    const { id } = await ok<{ id: number }>(
      as.admin.call('POST', '/v2/auth/role', { name: 'audited', menu_ids: [ids.menu('home')] }),
    );
    await ok(as.admin.call('PUT', '/v2/auth/role', { id, remark: 'now with a remark' }));
    await ok(
      as.admin.call('POST', '/v2/auth/role/linkRoleMenu', {
        role_id: id,
        menu_ids: [ids.menu('material.image')],
        group_ids: [ids.group('material.view')],
      }),
    );
    await ok(as.admin.call('DELETE', `/v2/auth/role?id=${id}`));
    const [deleted, linked, edited, created] = await entries('role', id);
    expect(created).toMatchObject({ action: 'create', entity_name: 'audited', actor_name: 'admin' });
    expect(created?.changes?.menu_ids).toEqual({ before: null, after: [ids.menu('home')] });
    expect(edited?.changes).toEqual({ remark: { before: '', after: 'now with a remark' } });
    expect(linked?.changes).toEqual({
      menu_ids: { before: [ids.menu('home')], after: [ids.menu('material.image')] },
      group_ids: { before: [], after: [ids.group('material.view')] },
    });
    expect(deleted).toMatchObject({ action: 'delete', call: 'DELETE /v2/auth/role', entity_name: 'audited' });
    // a delete keeps the row as it was: its fields and grants, each with no after
    expect(deleted?.changes).toMatchObject({
      name: { before: 'audited', after: null },
      remark: { before: 'now with a remark', after: null },
      menu_ids: { before: [ids.menu('material.image')], after: null },
    });
    // the row went with the entry: a second delete finds nothing
    expect(await answer(as.admin.call('DELETE', `/v2/auth/role?id=${id}`))).toMatchObject({ code: Code.NOT_EXISTS });
  });

  it('records menu, group and permission changes', async () => {
    await ok(as.admin.call('PUT', '/v2/auth/menu', { id: ids.menu('home'), title_en: 'Start' }));
    const [menu] = await entries('menu', ids.menu('home'));
    expect(menu?.changes).toEqual({ title_en: { before: 'Home', after: 'Start' } });

    await ok(
      as.admin.call('POST', '/v2/auth/relation/menu_permission', {
        menu_id: ids.menu('material.image'),
        group_ids: [ids.group('material.review')],
      }),
    );
    const [group] = await entries('permission_group', ids.group('material.review'));
    expect(group?.changes).toEqual({ menu_id: { before: ids.menu('material'), after: ids.menu('material.image') } });

    const { id } = await ok<{ id: number }>(
      as.admin.call('POST', '/v2/auth/permission', {
        group_id: ids.group('tag.view'),
        method: 'GET',
        path: '/v2/audited',
      }),
    );
    const [permission] = await entries('permission', id);
    expect(permission).toMatchObject({ action: 'create', entity_name: 'GET /v2/audited' });
  });

  it('records nothing for a refused change', async () => {
    const before = await entries('menu', ids.menu('home'));
    const refused = await answer(as.admin.call('DELETE', `/v2/auth/menu?menu_id=${ids.menu('home')}`));
    expect(refused.code).toBe(Code.BUILTIN_LOCKED);
    const cycle = await answer(
      as.admin.call('PUT', '/v2/auth/menu', { id: ids.menu('material'), parent_id: ids.menu('material.image') }),
    );
    expect(cycle.status).toBe(400);
    expect(await entries('menu', ids.menu('home'))).toEqual(before);
    expect(await entries('menu', ids.menu('material'))).toEqual([]);
  });
});
