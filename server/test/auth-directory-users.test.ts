import { Code, calls } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds, createSignedIn, createUser, freshName, roleIds } from './auth-directory-helper.js';
import { b64, loginAs, startServer, type TestServer } from './helper.js';

const { authAdmin, accounts } = calls;

let server: TestServer;
let as: Record<'admin' | 'operator' | 'advertiser', InjectSession>;
let roles: Map<string, number>;
let acc: Map<string, number>;

beforeAll(async () => {
  server = await startServer();
  as = await signInAll(server.app, ['admin', 'operator', 'advertiser']);
  roles = await roleIds(server);
  acc = await accountIds(server);
});
afterAll(() => server.destroy());

const role = (name: string) => roles.get(name)!;
const account = (name: string) => acc.get(name)!;

describe('who may use the user calls', () => {
  it('the administrator may; the operator and the advertiser have no users page (402)', async () => {
    const target = await createUser(as.admin, { role_id: role('viewer') });
    const cases = [
      () => ({ call: authAdmin.userPage, input: {} }),
      () => ({ call: authAdmin.user, input: { user_id: target.id } }),
      () => ({
        call: authAdmin.createUser,
        input: { shareid: freshName('x'), password: b64('long enough'), role_id: 1 },
      }),
      () => ({ call: authAdmin.editUser, input: { id: target.id } }),
      () => ({ call: authAdmin.setUserStatus, input: { id: target.id, status: 1 } }),
      () => ({ call: authAdmin.resetPassword, input: { id: target.id, password: b64('long enough') } }),
      () => ({ call: authAdmin.deleteUser, input: { id: target.id } }),
    ];
    for (const make of cases) {
      const { call, input } = make();
      for (const who of ['operator', 'advertiser'] as const) {
        // biome-ignore lint/suspicious/noExplicitAny: each case pairs a call with its own input
        const res = await as[who].api(call as any, input as any);
        expect(res.statusCode, `${who} ${call.method} ${call.path}`).toBe(402);
        expect(res.json().msg).toContain('you do not have permission to access this page');
      }
    }
    expect((await as.admin.api(authAdmin.userPage, {})).statusCode).toBe(200);
  });
});

describe('GET /v2/auth/user/page and GET /v2/auth/user', () => {
  it('lists every user with role, company, accounts, status and last sign-in, and pages', async () => {
    const res = await as.admin.api(authAdmin.userPage, { page_no: 1, page_size: 2 });
    const { total, list } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(4);
    expect(list).toHaveLength(2);
    const all = (await as.admin.api(authAdmin.userPage, { page_size: 100 })).json().data.list;
    const admin = all.find((u: { shareid: string }) => u.shareid === 'admin');
    expect(admin).toMatchObject({ user_id: admin.id, role_name: 'administrator', is_admin: true, status: 1 });
    expect(admin.last_login_time).toBeGreaterThan(0);
  });

  it('lists the newest user first, as every other list (issue 29 point 8)', async () => {
    const newest = await createUser(as.admin, { role_id: role('viewer') });
    const ids = (await as.admin.api(authAdmin.userPage, { page_size: 100 }))
      .json()
      .data.list.map((u: { id: number }) => u.id);
    expect(ids[0]).toBe(newest.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it('searches by part of the shareid, role, account and status', async () => {
    const search = async (q: object) =>
      (await as.admin.api(authAdmin.userPage, { page_size: 100, ...q }))
        .json()
        .data.list.map((u: { shareid: string }) => u.shareid);
    expect(await search({ shareid: 'dvert' })).toEqual(['advertiser']);
    expect(await search({ role_id: role('viewer') })).toContain('viewer');
    expect(await search({ role_id: role('viewer') })).not.toContain('operator');
    expect((await search({ account_id: account('Galaxy Games') })).sort()).toEqual(['advertiser', 'operator']);
    expect(await search({ status: 0, shareid: 'operator' })).toEqual([]);
  });

  it('answers one user with its linked accounts by name', async () => {
    const res = await as.admin.api(authAdmin.user, { user_id: as.advertiser.user_id });
    expect(res.json().data).toMatchObject({
      shareid: 'advertiser',
      role_name: 'advertiser',
      is_admin: false,
      company_name: expect.any(String),
    });
    const names = res.json().data.accounts.map((a: { account_name: string }) => a.account_name);
    expect(names.sort()).toEqual(['Galaxy Games', 'Orchid Shopping']);
  });

  it('a missing user is 10201, a missing or malformed user_id a 400 naming it', async () => {
    expect((await as.admin.api(authAdmin.user, { user_id: 999999 })).json()).toMatchObject({
      code: Code.NOT_EXISTS,
      data: { ids: [999999] },
    });
    for (const url of ['/v2/auth/user', '/v2/auth/user?user_id=abc']) {
      const res = await as.admin.call('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors[0].field).toBe('user_id');
    }
  });
});

describe('POST /v2/auth/user', () => {
  it('creates a user who signs in with the password and sees only the linked accounts', async () => {
    const user = await createSignedIn(server, as.admin, {
      role_id: role('viewer'),
      account_ids: [account('Pixel Studio')],
    });
    const options = (await user.api(accounts.options)).json().data;
    expect(options.map((a: { account_name: string }) => a.account_name)).toEqual(['Pixel Studio']);
    const stored = await server.database.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('id', '=', user.user_id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken shareid with 10200 naming it, and writes nothing', async () => {
    const before = (await as.admin.api(authAdmin.userPage, {})).json().data.total;
    const res = await as.admin.api(authAdmin.createUser, {
      shareid: 'operator',
      password: b64('long enough'),
      role_id: role('viewer'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: Code.NAME_TAKEN, data: { names: ['operator'] } });
    expect((await as.admin.api(authAdmin.userPage, {})).json().data.total).toBe(before);
  });

  it('refuses a password under 8 characters, equal to the shareid, or not base64, with a 400 naming password', async () => {
    const shareid = freshName('pw');
    for (const [password, rule] of [
      [b64('short'), 'min_length'],
      [b64(shareid.toUpperCase()), 'not_login_name'],
      ['%%not base64%%', 'encoding'],
    ] as const) {
      const res = await as.admin.api(authAdmin.createUser, { shareid, password, role_id: role('viewer') });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors[0]).toMatchObject({ field: 'password', rule });
    }
    const empty = await as.admin.api(authAdmin.createUser, {
      shareid: '  ',
      password: b64('long enough'),
      role_id: role('viewer'),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.errors[0].field).toBe('shareid');
  });

  it('refuses a role, company or account that does not exist with 10201 naming it', async () => {
    const base = { shareid: freshName('missing'), password: b64('long enough') };
    const cases: [{ role_id: number; company_id?: number; account_ids?: number[] }, number][] = [
      [{ role_id: 999999 }, 999999],
      [{ role_id: role('viewer'), company_id: 888888 }, 888888],
      [{ role_id: role('viewer'), account_ids: [account('Pixel Studio'), 777777] }, 777777],
    ];
    for (const [input, id] of cases) {
      const res = await as.admin.api(authAdmin.createUser, { ...base, ...input });
      expect(res.json()).toMatchObject({ code: Code.NOT_EXISTS, data: { ids: [id] } });
    }
  });
});

describe('PUT /v2/auth/user', () => {
  it('changes role, company and linked accounts; an unlinked account leaves the user scope at once', async () => {
    const user = await createSignedIn(server, as.admin, {
      role_id: role('viewer'),
      account_ids: [account('Pixel Studio'), account('Lotus Finance')],
    });
    const names = async () =>
      (await user.api(accounts.options)).json().data.map((a: { account_name: string }) => a.account_name);
    expect((await names()).sort()).toEqual(['Lotus Finance', 'Pixel Studio']);
    const res = await as.admin.api(authAdmin.editUser, {
      id: user.user_id,
      role_id: role('operator'),
      account_ids: [account('Lotus Finance')],
    });
    expect(res.json()).toMatchObject({ code: 200, data: { id: user.user_id } });
    expect(await names()).toEqual(['Lotus Finance']);
    const detail = (await as.admin.api(authAdmin.user, { user_id: user.user_id })).json().data;
    expect(detail).toMatchObject({ role_name: 'operator', account_ids: [account('Lotus Finance')] });
  });

  it('a missing user is 10201', async () => {
    const res = await as.admin.api(authAdmin.editUser, { id: 999999, role_id: role('viewer') });
    expect(res.json()).toMatchObject({ code: Code.NOT_EXISTS, data: { ids: [999999] } });
  });
});

describe('PUT /v2/auth/user/status', () => {
  it("disabling ends the user's sessions (next call 401) and refuses sign-in; enabling lets them sign in again", async () => {
    const user = await createSignedIn(server, as.admin, { role_id: role('viewer') });
    expect((await user.api(accounts.options)).statusCode).toBe(200);
    expect((await as.admin.api(authAdmin.setUserStatus, { id: user.user_id, status: 0 })).json().code).toBe(200);
    const next = await user.api(accounts.options);
    expect(next.statusCode).toBe(401);
    await expect(loginAs(server, user.login_name, user.password)).rejects.toThrow(String(Code.USER_DISABLED));
    expect((await as.admin.api(authAdmin.userPage, { shareid: user.login_name })).json().data.list[0].status).toBe(0);

    await as.admin.api(authAdmin.setUserStatus, { id: user.user_id, status: 1 });
    // the old session stays revoked; a new sign-in works
    expect((await user.api(accounts.options)).statusCode).toBe(401);
    const again = await loginAs(server, user.login_name, user.password);
    expect((await again.api(accounts.options)).statusCode).toBe(200);
  });

  it('refuses a status other than 0 or 1 with a 400 naming status', async () => {
    const res = await as.admin.call('PUT', '/v2/auth/user/status', { id: as.operator.user_id, status: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].field).toBe('status');
  });
});

describe('PUT /v2/auth/user/password', () => {
  it('sets the new password by the rules and revokes every session', async () => {
    const user = await createSignedIn(server, as.admin, { role_id: role('viewer') });
    const second = await loginAs(server, user.login_name, user.password);
    const short = await as.admin.api(authAdmin.resetPassword, { id: user.user_id, password: b64('1234567') });
    expect(short.statusCode).toBe(400);
    expect(short.json().data.errors[0]).toMatchObject({ field: 'password', rule: 'min_length' });
    const same = await as.admin.api(authAdmin.resetPassword, { id: user.user_id, password: b64(user.login_name) });
    expect(same.json().data.errors[0]).toMatchObject({ field: 'password', rule: 'not_login_name' });
    expect((await user.api(accounts.options)).statusCode).toBe(200);

    const ok = await as.admin.api(authAdmin.resetPassword, { id: user.user_id, password: b64('a brand new secret') });
    expect(ok.json()).toMatchObject({ code: 200, data: { id: user.user_id } });
    expect((await user.api(accounts.options)).statusCode).toBe(401);
    expect((await second.api(accounts.options)).statusCode).toBe(401);
    await expect(loginAs(server, user.login_name, user.password)).rejects.toThrow(String(Code.LOGIN_FAILED));
    const fresh = await loginAs(server, user.login_name, 'a brand new secret');
    expect((await fresh.api(accounts.options)).statusCode).toBe(200);
  });
});

describe('DELETE /v2/auth/user', () => {
  it('deletes a user: gone from the list, its session ends', async () => {
    const user = await createSignedIn(server, as.admin, {
      role_id: role('viewer'),
      account_ids: [account('Jade Mobility')],
    });
    const res = await as.admin.api(authAdmin.deleteUser, { id: user.user_id });
    expect(res.json()).toMatchObject({ code: 200, data: null });
    expect((await as.admin.api(authAdmin.user, { user_id: user.user_id })).json().code).toBe(Code.NOT_EXISTS);
    expect((await user.api(accounts.options)).statusCode).toBe(401);
  });

  it('refuses a user who created materials or campaigns (10214 with the counts): disable it instead', async () => {
    const res = await as.admin.api(authAdmin.deleteUser, { id: as.operator.user_id });
    expect(res.json().code).toBe(Code.USER_IN_USE);
    expect(res.json().data.id).toBe(as.operator.user_id);
    expect(res.json().data.materials).toBeGreaterThan(0);
    expect((await as.operator.api(accounts.options)).statusCode).toBe(200);
  });

  it('a missing user is 10201', async () => {
    expect((await as.admin.api(authAdmin.deleteUser, { id: 999999 })).json().code).toBe(Code.NOT_EXISTS);
  });
});

describe('administrator safety', () => {
  it('the sole enabled administrator cannot disable, delete or demote themselves (10212)', async () => {
    const id = as.admin.user_id;
    for (const res of [
      await as.admin.api(authAdmin.setUserStatus, { id, status: 0 }),
      await as.admin.api(authAdmin.deleteUser, { id }),
      await as.admin.api(authAdmin.editUser, { id, role_id: role('operator') }),
    ]) {
      expect(res.json()).toMatchObject({ code: Code.LAST_ADMIN, data: { id } });
    }
    const detail = (await as.admin.api(authAdmin.user, { user_id: id })).json().data;
    expect(detail).toMatchObject({ status: 1, is_admin: true });
  });

  it('with a second administrator, nobody disables, deletes or demotes themselves (10213); the other may', async () => {
    const second = await createSignedIn(server, as.admin, { role_id: role('administrator') });
    const id = second.user_id;
    for (const res of [
      await second.api(authAdmin.setUserStatus, { id, status: 0 }),
      await second.api(authAdmin.deleteUser, { id }),
      await second.api(authAdmin.editUser, { id, role_id: role('viewer') }),
    ]) {
      expect(res.json()).toMatchObject({ code: Code.OWN_USER, data: { id } });
    }
    // a change that keeps their rights is fine
    expect((await second.api(authAdmin.editUser, { id, account_ids: [account('Comet Music')] })).json().code).toBe(200);
    // the other administrator demotes them; then the first is the last again
    expect((await as.admin.api(authAdmin.editUser, { id, role_id: role('viewer') })).json().code).toBe(200);
    expect((await as.admin.api(authAdmin.setUserStatus, { id: as.admin.user_id, status: 0 })).json().code).toBe(
      Code.LAST_ADMIN,
    );
  });

  it('a disabled administrator does not count: the enabled one is still the last', async () => {
    const other = await createUser(as.admin, { role_id: role('administrator') });
    await as.admin.api(authAdmin.setUserStatus, { id: other.id, status: 0 });
    const res = await as.admin.api(authAdmin.deleteUser, { id: as.admin.user_id });
    expect(res.json().code).toBe(Code.LAST_ADMIN);
    // deleting the disabled administrator is fine
    expect((await as.admin.api(authAdmin.deleteUser, { id: other.id })).json().code).toBe(200);
  });
});
