import { Code, calls } from '@adconsole/contract';
import { type InjectSession, signIn } from '@adconsole/testkit';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPostgres } from '../src/db/dialect.js';
import { ACCESS_TABLES } from '../src/db/migrations/20261127_0820_access_version.js';
import { startServer, type TestServer } from './helper.js';

// A process remembers each caller's rights (and the menus, groups and call groups they are checked against) under
// the access version, which triggers on every rights table move on. A change made straight in the database (as
// another process or an administrator's SQL would) must hold from the next call, like one made through the console.

let server: TestServer;
const db = () => server.database.db;
const MATERIALS = { type: 1, status: 1, page_no: 1, page_size: 10 };

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.destroy());
afterEach(() => {
  vi.useRealTimers();
});

/** Signs `login` in and makes two calls, so what it is remembered as is in the process's memory before the change. */
async function signedInAndRemembered(login: string): Promise<InjectSession> {
  const who = await signIn(server.app, login);
  for (let i = 0; i < 2; i++) expect((await who.api(calls.materials.list, MATERIALS)).json().code).toBe(200);
  return who;
}

const codeOf = async (who: InjectSession) => (await who.api(calls.materials.list, MATERIALS)).json().code;
const userId = async (login: string) =>
  (await db().selectFrom('app_user').select('id').where('login_name', '=', login).executeTakeFirstOrThrow()).id;

describe('rights remembered under the access version', () => {
  it('has a trigger for every write that can change a rights table', async () => {
    const expected = Object.entries(ACCESS_TABLES)
      .flatMap(([table, events]) => events.map((e) => `${table}_access_${e}`))
      .sort();
    const found = isPostgres(db())
      ? await sql<{ name: string }>`select tgname as name from pg_trigger where tgname like '%_access_%'`.execute(db())
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'trigger' and name like '%_access_%'`.execute(db());
    expect(found.rows.map((r) => r.name).sort()).toEqual(expected);
  });

  it('moves the version once per committed change of a rights table', async () => {
    const version = async () =>
      Number((await db().selectFrom('access_version').select('version').executeTakeFirstOrThrow()).version);
    const before = await version();
    await db().updateTable('menu').set({ sort: sql`sort` }).execute();
    const after = await version();
    expect(after).toBeGreaterThan(before);
    // a table outside the rights does not move it
    await db().updateTable('tag').set({ name: sql`name` }).execute();
    expect(await version()).toBe(after);
  });

  it('refuses the page on the next call once the role loses its menus in the database', async () => {
    const operator = await signedInAndRemembered('operator');
    const role = (
      await db().selectFrom('app_user').select('role_id').where('login_name', '=', 'operator').executeTakeFirstOrThrow()
    ).role_id;
    const grants = await db().selectFrom('role_menu').selectAll().where('role_id', '=', role).execute();
    await db().deleteFrom('role_menu').where('role_id', '=', role).execute();
    try {
      expect(await codeOf(operator)).toBe(Code.NO_PAGE);
    } finally {
      await db().insertInto('role_menu').values(grants).execute();
    }
    expect(await codeOf(operator)).toBe(200);
  });

  it('refuses the operation on the next call once the role loses its groups in the database', async () => {
    const operator = await signedInAndRemembered('operator');
    const role = (
      await db().selectFrom('app_user').select('role_id').where('login_name', '=', 'operator').executeTakeFirstOrThrow()
    ).role_id;
    const grants = await db().selectFrom('role_permission_group').selectAll().where('role_id', '=', role).execute();
    await db().deleteFrom('role_permission_group').where('role_id', '=', role).execute();
    try {
      expect(await codeOf(operator)).toBe(Code.FORBIDDEN);
    } finally {
      await db().insertInto('role_permission_group').values(grants).execute();
    }
  });

  it('ends the session on the next call once its user is disabled or its session revoked in the database', async () => {
    const advertiser = await signedInAndRemembered('advertiser');
    const id = await userId('advertiser');
    await db().updateTable('app_user').set({ status: 2 }).where('id', '=', id).execute();
    try {
      expect((await advertiser.api(calls.materials.list, MATERIALS)).statusCode).toBe(401);
    } finally {
      await db().updateTable('app_user').set({ status: 1 }).where('id', '=', id).execute();
    }
    const again = await signedInAndRemembered('advertiser');
    await db().updateTable('session').set({ revoke_time: Date.now() }).where('user_id', '=', id).execute();
    expect((await again.api(calls.materials.list, MATERIALS)).statusCode).toBe(401);
  });

  it('answers the role menu with a menu title changed in the database on the next call', async () => {
    const admin = await signIn(server.app, 'admin');
    const menuOf = async () => (await admin.api(calls.session.roleMenu, { user_id: admin.user_id })).json().data;
    const first = await menuOf();
    const node = first.menus[0];
    await db().updateTable('menu').set({ title_en: 'Renamed in SQL' }).where('id', '=', node.id).execute();
    try {
      expect((await menuOf()).menus[0].title_en).toBe('Renamed in SQL');
    } finally {
      await db().updateTable('menu').set({ title_en: node.title_en }).where('id', '=', node.id).execute();
    }
  });

  it('shows the accounts linked in the database on the next call', async () => {
    const advertiser = await signIn(server.app, 'advertiser');
    const linked = async () =>
      (await advertiser.api(calls.session.roleMenu, { user_id: advertiser.user_id })).json().data.user.account_ids;
    const before: number[] = await linked();
    expect(before.length).toBeGreaterThan(0);
    const id = await userId('advertiser');
    const rows = await db().selectFrom('user_account').selectAll().where('user_id', '=', id).execute();
    await db().deleteFrom('user_account').where('user_id', '=', id).where('account_id', '=', before[0]!).execute();
    try {
      expect(await linked()).toEqual(before.slice(1));
    } finally {
      await db().deleteFrom('user_account').where('user_id', '=', id).execute();
      await db().insertInto('user_account').values(rows).execute();
    }
  });

  it('ends a remembered session when its time is up, with no write to tell', async () => {
    const operator = await signedInAndRemembered('operator');
    const session = await db()
      .selectFrom('session')
      .select('expire_time')
      .where('user_id', '=', await userId('operator'))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    vi.useFakeTimers({ toFake: ['Date'], now: Number(session.expire_time) + 1 });
    expect((await operator.api(calls.materials.list, MATERIALS)).statusCode).toBe(401);
  });
});
