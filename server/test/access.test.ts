import { Code } from '@adconsole/contract';
import { type InjectSession as Login, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper.js';

let server: TestServer;
let as: Record<'admin' | 'operator' | 'advertiser', Login>;

beforeAll(async () => {
  server = await startServer();
  as = await signInAll(server.app, ['admin', 'operator', 'advertiser']);
});
afterAll(() => server.destroy());

const call = (who: Login, method: 'GET' | 'POST', url: string, payload?: object) => who.call(method, url, payload);

async function accountIdsByName() {
  const rows = await server.database.db.selectFrom('account').select(['id', 'account_name']).execute();
  return new Map(rows.map((r) => [r.account_name, r.id]));
}

describe('each seeded role: allowed and refused calls', () => {
  // [method, url, body?] -> expected HTTP status per role
  const matrix: [string, 'GET' | 'POST', string, object | undefined, Record<keyof typeof as, number>][] = [
    ['account options', 'GET', '/v1/account/list', undefined, { admin: 200, operator: 200, advertiser: 200 }],
    ['auth account options', 'GET', '/v2/auth/account/list', undefined, { admin: 200, operator: 200, advertiser: 200 }],
    ['users', 'GET', '/v1/user/list', undefined, { admin: 200, operator: 200, advertiser: 200 }],
    ['account admin list', 'GET', '/v2/auth/account', undefined, { admin: 200, operator: 402, advertiser: 200 }],
    ['company list', 'GET', '/v2/auth/company/list', undefined, { admin: 200, operator: 402, advertiser: 200 }],
    ['user admin list', 'GET', '/v2/auth/user/list', undefined, { admin: 200, operator: 402, advertiser: 402 }],
    ['role list', 'GET', '/v2/auth/role/list', undefined, { admin: 200, operator: 402, advertiser: 402 }],
    [
      'create account',
      'POST',
      '/v2/auth/account',
      { account_name: 'x' },
      { admin: 200, operator: 402, advertiser: 403 },
    ],
  ];
  for (const [label, method, url, body, expected] of matrix) {
    for (const role of ['admin', 'operator', 'advertiser'] as const) {
      it(`${label}: ${role} → ${expected[role]}`, async () => {
        const payload = body && 'account_name' in body ? { account_name: `acct ${role} ${Date.now()}` } : body;
        const res = await call(as[role], method, url, payload);
        expect(res.statusCode).toBe(expected[role]);
        expect(res.json().code).toBe(expected[role]);
        if (expected[role] === 402) expect(res.json().msg).toContain('you do not have permission to access this page');
        if (expected[role] === 403) expect(res.json().msg).toContain('no operation permission');
      });
    }
  }
});

describe('data scope', () => {
  it('the administrator sees every account, the operator its ten, the advertiser only its two', async () => {
    const total = (await server.database.db.selectFrom('account').select('id').execute()).length;
    for (const [role, n] of [
      ['admin', total],
      ['operator', 10],
      ['advertiser', 2],
    ] as const) {
      const res = await call(as[role], 'GET', '/v1/account/list');
      expect(res.json().data).toHaveLength(n);
    }
    const names = (await call(as.advertiser, 'GET', '/v1/account/list'))
      .json()
      .data.map((a: { account_name: string }) => a.account_name);
    expect(names.sort()).toEqual(['Galaxy Games', 'Orchid Shopping']);
    // the review-material account is flagged in the option list, so every role's upload dialog can offer review
    const flagged = (await call(as.operator, 'GET', '/v1/account/list'))
      .json()
      .data.filter((a: { is_review_material: boolean }) => a.is_review_material);
    expect(flagged.map((a: { account_name: string }) => a.account_name)).toEqual(['Creative Review']);
  });

  it('the account admin list is scoped too, and pages', async () => {
    const adv = (await call(as.advertiser, 'GET', '/v2/auth/account?page_no=1&page_size=10')).json().data;
    expect(adv.total).toBe(2);
    const admin = (await call(as.admin, 'GET', '/v2/auth/account?page_no=2&page_size=4')).json().data;
    expect(admin.total).toBeGreaterThanOrEqual(10);
    expect(admin.list).toHaveLength(4);
    const review = (await call(as.admin, 'GET', '/v2/auth/account?page_size=100'))
      .json()
      .data.list.filter((a: { is_review_material: boolean }) => a.is_review_material);
    expect(review.map((a: { account_name: string }) => a.account_name)).toEqual(['Creative Review']);
  });

  it('users of an account outside the scope are refused with 403', async () => {
    const ids = await accountIdsByName();
    const own = await call(as.advertiser, 'GET', `/v1/user/list?account_id=${ids.get('Galaxy Games')}`);
    expect(own.statusCode).toBe(200);
    expect(
      own
        .json()
        .data.map((u: { shareid: string }) => u.shareid)
        .sort(),
    ).toEqual(['advertiser', 'operator']);
    const other = await call(as.advertiser, 'GET', `/v1/user/list?account_id=${ids.get('Pixel Studio')}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toContain(`account ${ids.get('Pixel Studio')}`);
  });

  it('the advertiser sees only its own company and accounts', async () => {
    const companies = (await call(as.advertiser, 'GET', '/v2/auth/company/list')).json().data;
    expect(companies).toHaveLength(1);
    expect(companies[0].account_ids).toHaveLength(2);
  });
});

describe('GET /v2/auth/role/getRoleMenu', () => {
  const menuOf = (who: Login) =>
    call(
      who,
      'GET',
      `/v2/auth/role/getRoleMenu?user_id=${who.user_id}&role_id=${who.role_id}${who.account_id ? `&account_id=${who.account_id}` : ''}`,
    );

  it('gives the administrator every menu and group', async () => {
    const { data } = (await menuOf(as.admin)).json();
    expect(data.role.is_admin).toBe(true);
    expect(data.menus.map((m: { name: string }) => m.name)).toEqual([
      'home',
      'material',
      'audience',
      'package',
      'advertising',
      'auth',
      'placement',
      'report',
    ]);
    // the material groups serve both libraries: they hang on the common parent menu
    const material = data.role.menu.find((m: { name: string }) => m.name === 'material');
    expect(material.permission_group.map((g: { name: string }) => g.name)).toContain('material.upload');
  });

  it('gives the operator no auth administration', async () => {
    const { data } = (await menuOf(as.operator)).json();
    expect(data.menus.map((m: { name: string }) => m.name)).not.toContain('auth');
    // the placement catalogues are the platform's: an administrator's pages
    expect(data.menus.map((m: { name: string }) => m.name)).not.toContain('placement');
    const tags = data.role.menu.find((m: { name: string }) => m.name === 'material.creativeTag');
    expect(tags.permission_group.map((g: { name: string }) => g.name)).toEqual([
      'tag.view',
      'tag.add',
      'tag.edit',
      'tag.delete',
    ]);
  });

  it('gives the advertiser view-only tags and accounts, and marks hidden menus', async () => {
    const { data } = (await menuOf(as.advertiser)).json();
    const auth = data.menus.find((m: { name: string }) => m.name === 'auth');
    expect(auth.children.map((c: { name: string }) => c.name)).toEqual(['auth.account']);
    const tags = data.role.menu.find((m: { name: string }) => m.name === 'material.creativeTag');
    expect(tags.permission_group.map((g: { name: string }) => g.name)).toEqual(['tag.view']);
    const audience = data.menus.find((m: { name: string }) => m.name === 'audience');
    const create = audience.children.find((c: { name: string }) => c.name === 'audience.create');
    expect(create.hidden).toBe(true);
    expect(data.user.account_ids).toHaveLength(2);
  });

  it("refuses another user's menu and an account not linked to the caller", async () => {
    const other = await call(as.advertiser, 'GET', `/v2/auth/role/getRoleMenu?user_id=${as.admin.user_id}`);
    expect(other.statusCode).toBe(403);
    const ids = await accountIdsByName();
    const acct = await call(
      as.advertiser,
      'GET',
      `/v2/auth/role/getRoleMenu?user_id=${as.advertiser.user_id}&account_id=${ids.get('Pixel Studio')}`,
    );
    expect(acct.statusCode).toBe(403);
  });

  it('answers 400 for a missing user_id', async () => {
    const res = await call(as.admin, 'GET', '/v2/auth/role/getRoleMenu');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].field).toBe('user_id');
  });
});

describe('account creation', () => {
  it('refuses a taken name with 10200 and the name, and writes nothing', async () => {
    const before = (await call(as.admin, 'GET', '/v1/account/list')).json().data.length;
    const res = await call(as.admin, 'POST', '/v2/auth/account', { account_name: 'Galaxy Games' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: Code.NAME_TAKEN, data: { names: ['Galaxy Games'] } });
    expect((await call(as.admin, 'GET', '/v1/account/list')).json().data.length).toBe(before);
  });

  it('refuses a company that does not exist with 10201', async () => {
    const res = await call(as.admin, 'POST', '/v2/auth/account', { account_name: 'Fresh One', company_id: 999999 });
    expect(res.json()).toMatchObject({ code: Code.NOT_EXISTS, data: { ids: [999999] } });
  });

  it('refuses an empty name with 400', async () => {
    const res = await call(as.admin, 'POST', '/v2/auth/account', { account_name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].field).toBe('account_name');
  });
});
