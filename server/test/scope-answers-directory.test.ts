import { calls } from '@adconsole/contract';
import { type InjectSession as Login, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as seedRepo from '../src/modules/auth-admin/shared/auth-admin.repo.js';
import { createSignedIn, createUser, freshName, roleIds } from './auth-directory-helper.js';
import { b64, startServer, type TestServer } from './helper.js';
import { expectSameAnswer, type Probe, probe } from './scope-answers-helper.js';

// The directory's calls: a non-administrator who manages the users and accounts of its own
// accounts gets the same answer for another tenant's account, user or company as for one that was never there.

type Kind = 'account' | 'user' | 'company';

let server: TestServer;
let as: Record<'admin' | 'advertiser', Login>;
let manager: Login;
const foreign = {} as Record<Kind, number>;
const own = {} as Record<'account' | 'user' | 'company' | 'viewer', number>;

beforeAll(async () => {
  server = await startServer();
  as = await signInAll(server.app, ['admin', 'advertiser']);
  const db = server.database.db;
  const mine = (
    await db.selectFrom('user_account').select('account_id').where('user_id', '=', as.advertiser.user_id).execute()
  ).map((r) => r.account_id);
  const roleId = await seedRepo.insertRole(db, { name: 'scope directory manager', is_admin: 0, remark: '' });
  await seedRepo.grantMenus(db, roleId, ['auth', 'auth.user', 'auth.account']);
  await seedRepo.grantGroups(db, roleId, [
    'auth.user.view',
    'auth.user.edit',
    'auth.account.view',
    'auth.account.edit',
  ]);
  manager = await createSignedIn(server, as.admin, { role_id: roleId, account_ids: mine });
  const viewer = (await roleIds(server)).get('viewer')!;
  const account = (await db.selectFrom('account').select('id').where('id', 'not in', mine).executeTakeFirst())?.id;
  // a company owning none of the manager's accounts
  const company = (await as.admin.api(calls.authAdmin.createCompany, { name: freshName('Other tenant') })).json().data;
  const ownCompany = await db
    .selectFrom('account')
    .select('company_id as id')
    .where('id', 'in', mine)
    .where('company_id', 'is not', null)
    .executeTakeFirst();
  Object.assign(foreign, {
    account: account ?? 0,
    // a user linked to another tenant's account only
    user: (await createUser(as.admin, { role_id: viewer, account_ids: account ? [account] : [] })).id,
    company: company?.id ?? 0,
  });
  Object.assign(own, {
    account: mine[0] ?? 0,
    user: (await createUser(as.admin, { role_id: viewer, account_ids: mine })).id,
    company: ownCompany?.id ?? 0,
    viewer,
  });
});
afterAll(() => server.destroy());

const newUser = (more: object) => ({ shareid: freshName('probe'), password: b64('a long enough password'), ...more });

/** Every directory call that takes an id of an account, a user or a company. */
const probes: Probe<Kind>[] = [
  probe('account', 'account edit', (id) => ['PUT', '/v2/auth/account', { id, account_name: 'Probe' }]),
  probe('account', 'account delete', (id) => ['DELETE', `/v2/auth/account?id=${id}`]),
  probe('account', 'account add user', (id) => [
    'POST',
    '/v2/auth/account/addUser',
    { account_id: id, user_id: own.user },
  ]),
  probe('account', 'account add users', (id) => [
    'POST',
    '/v2/auth/account/batchAddUser',
    { account_id: id, user_ids: [own.user] },
  ]),
  probe('account', 'account remove user', (id) => [
    'DELETE',
    `/v2/auth/account/delUser?user_id=${own.user}&account_ids=${id}`,
  ]),
  probe('account', 'user create linked', (id) => [
    'POST',
    '/v2/auth/user',
    newUser({ role_id: own.viewer, account_ids: [id] }),
  ]),
  probe('account', 'user edit links', (id) => ['PUT', '/v2/auth/user', { id: own.user, account_ids: [id] }]),
  probe('account', 'user page by account', (id) => ['GET', `/v2/auth/user/page?account_id=${id}`]),
  probe('user', 'user detail', (id) => ['GET', `/v2/auth/user?user_id=${id}`]),
  probe('user', 'user edit', (id) => ['PUT', '/v2/auth/user', { id, role_id: own.viewer }]),
  probe('user', 'user status', (id) => ['PUT', '/v2/auth/user/status', { id, status: 0 }]),
  probe('user', 'user password', (id) => ['PUT', '/v2/auth/user/password', { id, password: b64('another long one') }]),
  probe('user', 'user delete', (id) => ['DELETE', `/v2/auth/user?id=${id}`]),
  probe('user', 'account add that user', (id) => [
    'POST',
    '/v2/auth/account/addUser',
    { account_id: own.account, user_id: id },
  ]),
  probe('user', 'account add those users', (id) => [
    'POST',
    '/v2/auth/account/batchAddUser',
    { account_id: own.account, user_ids: [id] },
  ]),
  probe('user', 'account remove that user', (id) => [
    'DELETE',
    `/v2/auth/account/delUser?user_id=${id}&account_ids=${own.account}`,
  ]),
  probe('user', 'company owner', (id) => ['PUT', '/v2/auth/company', { id: own.company, user_id: id }]),
  probe('user', 'role menu of a user', (id) => ['GET', `/v2/auth/role/getRoleMenu?user_id=${id}`]),
  probe('company', 'company edit', (id) => ['PUT', '/v2/auth/company', { id, name: 'Probe' }]),
  probe('company', 'company delete', (id) => ['DELETE', `/v2/auth/company?id=${id}`]),
  probe('company', 'account company', (id) => ['PUT', '/v2/auth/account', { id: own.account, company_id: id }]),
  probe('company', 'user create in company', (id) => [
    'POST',
    '/v2/auth/user',
    newUser({ role_id: own.viewer, company_id: id }),
  ]),
  probe('company', 'user edit company', (id) => ['PUT', '/v2/auth/user', { id: own.user, company_id: id }]),
];

it('the setup found another tenant’s account, user and company, and own ones', () => {
  for (const [kind, id] of [...Object.entries(foreign), ...Object.entries(own)]) expect(id, kind).toBeGreaterThan(0);
});

describe('as a non-administrator who manages its accounts’ users', () => {
  it.each(probes)("$label: another tenant's $kind answers as a missing one", async (p) => {
    await expectSameAnswer(manager, p, foreign[p.kind]);
  });
});
