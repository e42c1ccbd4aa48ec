import { Code, calls } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as seedRepo from '../src/modules/auth-admin/shared/auth-admin.repo.js';
import { accountIds, createSignedIn, createUser, freshName, roleIds } from './auth-directory-helper.js';
import { b64, startServer, type TestServer } from './helper.js';

const { authAdmin } = calls;

let server: TestServer;
let as: Record<'admin' | 'advertiser' | 'viewer', InjectSession>;
let manager: InjectSession;
let acc: Map<string, number>;
let roles: Map<string, number>;

// a non-administrator who manages the users and accounts of its own two accounts
beforeAll(async () => {
  server = await startServer();
  as = await signInAll(server.app, ['admin', 'advertiser', 'viewer']);
  acc = await accountIds(server);
  const db = server.database.db;
  const roleId = await seedRepo.insertRole(db, { name: 'user manager', is_admin: 0, remark: '' });
  await seedRepo.grantMenus(db, roleId, ['auth', 'auth.user', 'auth.account']);
  await seedRepo.grantGroups(db, roleId, [
    'auth.user.view',
    'auth.user.edit',
    'auth.account.view',
    'auth.account.edit',
  ]);
  roles = await roleIds(server);
  manager = await createSignedIn(server, as.admin, {
    role_id: roleId,
    account_ids: [account('Galaxy Games'), account('Orchid Shopping')],
  });
});
afterAll(() => server.destroy());

const account = (name: string) => acc.get(name)!;

describe("a non-administrator manages only its accounts' users", () => {
  it('sees the users linked to its accounts only; another is 10201', async () => {
    const list = (await manager.api(authAdmin.userPage, { page_size: 100 })).json().data.list;
    expect(list.map((u: { shareid: string }) => u.shareid).sort()).toEqual(
      ['advertiser', 'operator', manager.login_name].sort(),
    );
    expect((await manager.api(authAdmin.user, { user_id: as.viewer.user_id })).json().code).toBe(Code.NOT_EXISTS);
  });

  it('may not give an administrator role nor link accounts outside its scope (403)', async () => {
    const base = { shareid: freshName('m'), password: b64('long enough') };
    const admin = await manager.api(authAdmin.createUser, {
      ...base,
      role_id: roles.get('administrator')!,
      account_ids: [account('Galaxy Games')],
    });
    expect(admin.statusCode).toBe(403);
    const outside = await manager.api(authAdmin.createUser, {
      ...base,
      role_id: roles.get('viewer')!,
      account_ids: [account('Pixel Studio')],
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().msg).toContain(`account ${account('Pixel Studio')}`);
  });

  it('replaces only the links it can see: links to other accounts stay', async () => {
    const user = await createUser(as.admin, {
      role_id: roles.get('viewer')!,
      account_ids: [account('Galaxy Games'), account('Pixel Studio')],
    });
    const res = await manager.api(authAdmin.editUser, { id: user.id, account_ids: [account('Orchid Shopping')] });
    expect(res.json().code).toBe(200);
    const detail = (await as.admin.api(authAdmin.user, { user_id: user.id })).json().data;
    expect(detail.account_ids.sort()).toEqual([account('Orchid Shopping'), account('Pixel Studio')].sort());
  });

  it('may not change an administrator linked to its accounts (403)', async () => {
    const admin = await createUser(as.admin, {
      role_id: roles.get('administrator')!,
      account_ids: [account('Galaxy Games')],
    });
    for (const res of [
      await manager.api(authAdmin.setUserStatus, { id: admin.id, status: 0 }),
      await manager.api(authAdmin.resetPassword, { id: admin.id, password: b64('long enough') }),
      await manager.api(authAdmin.deleteUser, { id: admin.id }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });

  it('changes only accounts in its scope (403 for another) and links only users it sees', async () => {
    expect((await manager.api(authAdmin.editAccount, { id: account('Pixel Studio'), status: 0 })).statusCode).toBe(403);
    // a user it cannot see (the viewer, of other accounts) is not there for it: it cannot pull it in
    const unseen = await manager.api(authAdmin.addUser, {
      account_id: account('Galaxy Games'),
      user_id: as.viewer.user_id,
    });
    expect(unseen.json()).toMatchObject({ code: Code.NOT_EXISTS, data: { ids: [as.viewer.user_id] } });
    const seen = await createUser(as.admin, {
      role_id: roles.get('viewer')!,
      account_ids: [account('Orchid Shopping')],
    });
    const own = await manager.api(authAdmin.addUser, { account_id: account('Galaxy Games'), user_id: seen.id });
    expect(own.json().code).toBe(200);
    const other = await manager.api(authAdmin.delUser, {
      user_id: as.viewer.user_id,
      account_ids: [account('Nimbus Video')],
    });
    expect(other.statusCode).toBe(403);
  });
});
