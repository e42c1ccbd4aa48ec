import { Code, calls } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds, auditOf, createSignedIn, freshName, roleIds } from './auth-directory-helper.js';
import { startServer, type TestServer } from './helper.js';

const { authAdmin, accounts } = calls;

let server: TestServer;
let as: Record<'admin' | 'operator' | 'advertiser' | 'viewer', InjectSession>;
let acc: Map<string, number>;
let roles: Map<string, number>;

beforeAll(async () => {
  server = await startServer();
  as = await signInAll(server.app, ['admin', 'operator', 'advertiser', 'viewer']);
  acc = await accountIds(server);
  roles = await roleIds(server);
});
afterAll(() => server.destroy());

const account = (name: string) => acc.get(name)!;

async function newAccount(name = freshName('acct')): Promise<number> {
  const res = await as.admin.api(authAdmin.createAccount, { account_name: name });
  return res.json().data.id;
}
const optionNames = async (who: InjectSession) =>
  (await who.api(accounts.options)).json().data.map((a: { account_name: string }) => a.account_name);

describe('who may change accounts', () => {
  it('the operator has no accounts page (402); the advertiser reads accounts but may not change them (403)', async () => {
    const id = await newAccount();
    const cases: [string, () => Promise<{ statusCode: number }>][] = [
      ['edit', () => who.api(authAdmin.editAccount, { id, account_name: 'nope' })],
      ['delete', () => who.api(authAdmin.deleteAccount, { id })],
      ['addUser', () => who.api(authAdmin.addUser, { account_id: id, user_id: as.viewer.user_id })],
      ['batchAddUser', () => who.api(authAdmin.batchAddUser, { account_id: id, user_ids: [as.viewer.user_id] })],
      ['delUser', () => who.api(authAdmin.delUser, { user_id: as.viewer.user_id, account_ids: [id] })],
    ];
    let who = as.operator;
    for (const [label, send] of cases) expect((await send()).statusCode, `operator ${label}`).toBe(402);
    who = as.advertiser;
    for (const [label, send] of cases) expect((await send()).statusCode, `advertiser ${label}`).toBe(403);
  });
});

describe('GET /v2/auth/account', () => {
  it('list items carry the company name, linked-user count and status, and filter by status and company', async () => {
    const list = (await as.admin.api(authAdmin.accountPage, { page_size: 100 })).json().data.list;
    const galaxy = list.find((a: { account_name: string }) => a.account_name === 'Galaxy Games');
    expect(galaxy).toMatchObject({ status: 1, company_name: expect.any(String) });
    // the operator and the advertiser
    expect(galaxy.user_count).toBe(2);
    const byCompany = await as.admin.api(authAdmin.accountPage, { company_id: galaxy.company_id, page_size: 100 });
    expect(byCompany.json().data.list.every((a: { company_id: number }) => a.company_id === galaxy.company_id)).toBe(
      true,
    );
  });
});

describe('PUT /v2/auth/account', () => {
  it('renames, moves and disables an account; a disabled one leaves the option lists but stays in the admin list', async () => {
    const id = await newAccount();
    const name = freshName('renamed');
    expect((await as.admin.api(authAdmin.editAccount, { id, account_name: name })).json()).toMatchObject({
      code: 200,
      data: { id },
    });
    expect(await optionNames(as.admin)).toContain(name);
    await as.admin.api(authAdmin.editAccount, { id, status: 0 });
    expect(await optionNames(as.admin)).not.toContain(name);
    const disabled = await as.admin.api(authAdmin.accountPage, { status: 0, page_size: 100 });
    expect(disabled.json().data.list.map((a: { id: number }) => a.id)).toContain(id);
    const entries = await auditOf(server, 'account', id);
    expect(entries.at(-1)).toMatchObject({ action: 'update', changes: { status: { before: 1, after: 0 } } });
  });

  it('refuses a taken name (10200 naming it), a missing account or company (10201), an empty name (400)', async () => {
    const id = await newAccount();
    expect((await as.admin.api(authAdmin.editAccount, { id, account_name: 'Galaxy Games' })).json()).toMatchObject({
      code: Code.NAME_TAKEN,
      data: { names: ['Galaxy Games'] },
    });
    expect((await as.admin.api(authAdmin.editAccount, { id: 999999, account_name: 'x' })).json()).toMatchObject({
      code: Code.NOT_EXISTS,
      data: { ids: [999999] },
    });
    expect((await as.admin.api(authAdmin.editAccount, { id, company_id: 888888 })).json()).toMatchObject({
      code: Code.NOT_EXISTS,
      data: { ids: [888888] },
    });
    const empty = await as.admin.call('PUT', '/v2/auth/account', { id, account_name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.errors[0].field).toBe('account_name');
    // no entry for a refused change
    expect(await auditOf(server, 'account', id)).toHaveLength(1);
  });
});

describe('DELETE /v2/auth/account', () => {
  it('refuses an account that materials and campaigns hold, naming how many of each (10210)', async () => {
    const id = account('Galaxy Games');
    const res = await as.admin.api(authAdmin.deleteAccount, { id });
    expect(res.json().code).toBe(Code.ACCOUNT_IN_USE);
    const data = res.json().data;
    expect(data).toMatchObject({ id, audiences: 0 });
    expect(data.materials).toBeGreaterThan(0);
    expect(data.campaigns).toBeGreaterThan(0);
    expect(res.json().msg).toContain('materials');
    expect(await optionNames(as.advertiser)).toContain('Galaxy Games');
  });

  it('refuses an account that an audience package is linked to, counting the packages', async () => {
    const id = await newAccount();
    const rules = { time_range: 3, country: 'SG', industry_category: 1, events: ['click'] };
    const made = await as.admin.api(calls.audiences.create, {
      data_type: 3,
      encryption: 0,
      cluster_name: `Held ${id}`,
      source: 3,
      visibility_scope: 2,
      linked_account: [id],
      user_cluster_rule: rules,
    } as never);
    expect(made.json().code).toBe(200);
    const res = await as.admin.api(authAdmin.deleteAccount, { id });
    expect(res.json()).toMatchObject({ code: Code.ACCOUNT_IN_USE, data: { id, audiences: 1, materials: 0 } });
  });

  it('deletes an unused account with its user links; a missing one is 10201', async () => {
    const id = await newAccount();
    await as.admin.api(authAdmin.addUser, { account_id: id, user_id: as.viewer.user_id });
    expect((await as.admin.api(authAdmin.deleteAccount, { id })).json()).toMatchObject({ code: 200, data: null });
    const ids = (await as.admin.api(authAdmin.accountPage, { page_size: 100 }))
      .json()
      .data.list.map((a: { id: number }) => a.id);
    expect(ids).not.toContain(id);
    expect((await as.viewer.api(accounts.options)).json().data.map((a: { id: number }) => a.id)).not.toContain(id);
    expect((await as.admin.api(authAdmin.deleteAccount, { id })).json().code).toBe(Code.NOT_EXISTS);
    expect((await auditOf(server, 'account', id)).map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });
});

describe('linked users: addUser, batchAddUser, delUser', () => {
  it('a linked account joins the user scope on the next call, an unlinked one leaves it', async () => {
    const name = freshName('linked');
    const id = await newAccount(name);
    expect(await optionNames(as.viewer)).not.toContain(name);
    const added = await as.admin.api(authAdmin.addUser, { account_id: id, user_id: as.viewer.user_id });
    expect(added.json()).toMatchObject({ code: 200, data: null });
    expect(await optionNames(as.viewer)).toContain(name);
    // linking again changes nothing
    expect((await as.admin.api(authAdmin.addUser, { account_id: id, user_id: as.viewer.user_id })).json().code).toBe(
      200,
    );
    const res = await as.admin.call(
      'DELETE',
      `/v2/auth/account/delUser?user_id=${as.viewer.user_id}&account_ids=${id}`,
    );
    expect(res.json()).toMatchObject({ code: 200, data: null });
    expect(await optionNames(as.viewer)).not.toContain(name);
  });

  it('batchAddUser links several users at once, answering their ids', async () => {
    const id = await newAccount();
    const user = await createSignedIn(server, as.admin, { role_id: roles.get('viewer')! });
    const res = await as.admin.api(authAdmin.batchAddUser, {
      account_id: id,
      user_ids: [as.viewer.user_id, user.user_id, user.user_id],
    });
    expect(res.json()).toMatchObject({ code: 200, data: { ids: [as.viewer.user_id, user.user_id] } });
    const page = await as.admin.api(authAdmin.accountPage, { page_size: 100 });
    expect(page.json().data.list.find((a: { id: number }) => a.id === id).user_count).toBe(2);
    const users = await as.admin.api(authAdmin.users, { account_id: id });
    expect(
      users
        .json()
        .data.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([as.viewer.user_id, user.user_id].sort());
    // delUser takes several accounts, as a list or comma-separated
    const other = await newAccount();
    await as.admin.api(authAdmin.addUser, { account_id: other, user_id: user.user_id });
    await as.admin.call('DELETE', `/v2/auth/account/delUser?user_id=${user.user_id}&account_ids=${id},${other}`);
    expect((await user.api(accounts.options)).json().data).toEqual([]);
  });

  it('refuses a missing user or account (10201) and a delUser without accounts (400 naming account_ids)', async () => {
    const id = await newAccount();
    expect((await as.admin.api(authAdmin.addUser, { account_id: id, user_id: 999999 })).json()).toMatchObject({
      code: Code.NOT_EXISTS,
      data: { ids: [999999] },
    });
    expect(
      (await as.admin.api(authAdmin.batchAddUser, { account_id: 999998, user_ids: [as.viewer.user_id] })).json(),
    ).toMatchObject({ code: Code.NOT_EXISTS, data: { ids: [999998] } });
    const empty = await as.admin.call('DELETE', `/v2/auth/account/delUser?user_id=${as.viewer.user_id}`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.errors[0].field).toBe('account_ids');
    const none = await as.admin.call('POST', '/v2/auth/account/batchAddUser', { account_id: id, user_ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().data.errors[0].field).toBe('user_ids');
  });
});
