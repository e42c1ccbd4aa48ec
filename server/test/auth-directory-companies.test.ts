import { Code, calls } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createUser, freshName, roleIds } from './auth-directory-helper.js';
import { startServer, type TestServer } from './helper.js';

const { authAdmin } = calls;

let server: TestServer;
let as: Record<'admin' | 'operator' | 'advertiser', InjectSession>;

beforeAll(async () => {
  server = await startServer();
  as = await signInAll(server.app, ['admin', 'operator', 'advertiser']);
});
afterAll(() => server.destroy());

interface Company {
  id: number;
  name: string;
  status: number;
  user_count: number;
  account_ids: number[];
}
const companies = async (who = as.admin): Promise<Company[]> => (await who.api(authAdmin.companies)).json().data;
const create = async (name = freshName('co')) => (await as.admin.api(authAdmin.createCompany, { name })).json();

describe('who may change companies', () => {
  it('the operator has no accounts page (402); the advertiser may read companies, not change them (403)', async () => {
    const { data } = await create();
    for (const [who, status] of [
      [as.operator, 402],
      [as.advertiser, 403],
    ] as const) {
      expect((await who.api(authAdmin.createCompany, { name: freshName('no') })).statusCode).toBe(status);
      expect((await who.api(authAdmin.editCompany, { id: data.id, status: 0 })).statusCode).toBe(status);
      expect((await who.api(authAdmin.deleteCompany, { id: data.id })).statusCode).toBe(status);
    }
  });
});

describe('GET /v2/auth/company/list', () => {
  it('items carry status, user count, accounts and creation time', async () => {
    const [seeded] = await companies();
    expect(seeded).toMatchObject({ status: 1, create_time: expect.any(Number) });
    // the demo users other than admin belong to the demo company
    expect(seeded!.user_count).toBeGreaterThanOrEqual(3);
    expect(seeded!.account_ids.length).toBeGreaterThanOrEqual(10);
  });
});

describe('POST and PUT /v2/auth/company', () => {
  it('creates, renames and disables a company; a disabled company is offered to no new user', async () => {
    const created = await create();
    expect(created.code).toBe(200);
    const id = created.data.id;
    const name = freshName('renamed');
    expect((await as.admin.api(authAdmin.editCompany, { id, name })).json()).toMatchObject({ code: 200, data: { id } });
    await as.admin.api(authAdmin.editCompany, { id, status: 0 });
    expect((await companies()).find((c) => c.id === id)).toMatchObject({ name, status: 0, user_count: 0 });
    const roles = await roleIds(server);
    const refused = await as.admin.api(authAdmin.createUser, {
      shareid: freshName('u'),
      password: Buffer.from('long enough').toString('base64'),
      role_id: roles.get('viewer')!,
      company_id: id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.errors[0]).toMatchObject({ field: 'company_id', rule: 'disabled' });
    const entries = await auditOf(server, 'company', id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'update']);
    expect(entries[2]!.changes).toEqual({ status: { before: 1, after: 0 } });
  });

  it('refuses a taken name (10200), a missing company or owner (10201), an empty name (400)', async () => {
    const [seeded] = await companies();
    expect(await create(seeded!.name)).toMatchObject({ code: Code.NAME_TAKEN, data: { names: [seeded!.name] } });
    const { data } = await create();
    expect((await as.admin.api(authAdmin.editCompany, { id: data.id, name: seeded!.name })).json().code).toBe(
      Code.NAME_TAKEN,
    );
    expect((await as.admin.api(authAdmin.editCompany, { id: 999999, name: 'x' })).json()).toMatchObject({
      code: Code.NOT_EXISTS,
      data: { ids: [999999] },
    });
    expect((await as.admin.api(authAdmin.editCompany, { id: data.id, user_id: 888888 })).json()).toMatchObject({
      code: Code.NOT_EXISTS,
      data: { ids: [888888] },
    });
    const empty = await as.admin.call('POST', '/v2/auth/company', { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.errors[0].field).toBe('name');
  });
});

describe('DELETE /v2/auth/company', () => {
  it('refuses a company with accounts or users, naming how many (10211)', async () => {
    const [seeded] = await companies();
    const res = await as.admin.api(authAdmin.deleteCompany, { id: seeded!.id });
    expect(res.json()).toMatchObject({
      code: Code.COMPANY_IN_USE,
      data: { id: seeded!.id, accounts: seeded!.account_ids.length, users: seeded!.user_count },
    });

    const { data } = await create();
    const roles = await roleIds(server);
    const user = await createUser(as.admin, { role_id: roles.get('viewer')!, company_id: data.id });
    expect((await as.admin.api(authAdmin.deleteCompany, { id: data.id })).json()).toMatchObject({
      code: Code.COMPANY_IN_USE,
      data: { accounts: 0, users: 1 },
    });
    await as.admin.api(authAdmin.deleteUser, { id: user.id });
    expect((await as.admin.api(authAdmin.deleteCompany, { id: data.id })).json()).toMatchObject({
      code: 200,
      data: null,
    });
    expect((await companies()).map((c) => c.id)).not.toContain(data.id);
    expect((await as.admin.api(authAdmin.deleteCompany, { id: data.id })).json().code).toBe(Code.NOT_EXISTS);
  });
});
