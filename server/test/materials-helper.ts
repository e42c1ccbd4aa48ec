import { randomBytes } from 'node:crypto';
import type { FileMeta, MaterialItem } from '@adconsole/contract';
import { DEFAULT_DEMO_PASSWORD, type InjectSession, makeImage, signInAll } from '@adconsole/testkit';
import { makeMp4, multipart } from './files-fixtures.js';
import { loginAs, type TestServer } from './helper.js';

export type Login = InjectSession;
export type Who = 'admin' | 'operator' | 'advertiser';

/** A started demo server with the three demo users signed in and the demo accounts and tags by name. */
export async function materialsWorld(server: TestServer) {
  const as = await signInAll(server.app, ['admin', 'operator', 'advertiser'] as Who[]);
  const db = server.database.db;
  const accounts = new Map(
    (await db.selectFrom('account').select(['id', 'account_name']).execute()).map((r) => [r.account_name, r.id]),
  );
  const tagRows = await db
    .selectFrom('tag as t')
    .innerJoin('tag as c', 'c.id', 't.parent_id')
    .select(['t.id', 't.name', 'c.name as category'])
    .where('t.level', '=', 3)
    .execute();
  const tags = new Map(tagRows.map((t) => [`${t.category}/${t.name}`, t.id]));

  const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: unknown) => as[who].call(method, url, payload);
  /** The envelope of a call (any HTTP status). */
  const body = async (who: Who, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    (await call(who, method, url, payload)).json();
  const list = async (who: Who, query: object = {}) => {
    const res = await call(who, 'POST', '/v1/material/list', query);
    if (res.statusCode !== 200) throw new Error(`list failed: ${res.body}`);
    return res.json().data as { Total: number; List: MaterialItem[] };
  };
  /** The id of the demo material with this exact name. */
  const materialId = async (name: string) =>
    (await db.selectFrom('material').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  let seq = 0;
  /** Uploads a fresh real file as `who` and answers the upload record the add call takes. */
  async function record(who: Who = 'admin', opts: { video?: boolean; width?: number; height?: number } = {}) {
    seq += 1;
    const data = opts.video
      ? makeMp4(
          server.config.dataDir,
          opts.width ?? 1280,
          opts.height ?? 720,
          1 + (seq % 3),
          `0x${randomBytes(3).toString('hex')}`,
        )
      : await makeImage(opts.width ?? 1200, opts.height ?? 628, 'jpeg', { quality: 90 });
    const { payload, headers } = multipart([
      { name: 'file', filename: `test-${seq}.${opts.video ? 'mp4' : 'jpg'}`, data },
    ]);
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/file',
      payload,
      headers: { ...headers, token: as[who].token },
    });
    const answer = res.json();
    if (answer.code !== 200) throw new Error(`upload failed: ${res.body}`);
    const meta = answer.data.meta as FileMeta;
    return {
      name: `Test material ${seq}`,
      remark: '',
      download_url: answer.data.url as string,
      size: meta.size,
      screen_type: meta.screen_type,
      scale: meta.scale,
      format: meta.format,
      width: meta.width,
      height: meta.height,
      file_id: answer.data.file_id as number,
      type: meta.type,
      element: meta.element,
      md5: meta.md5,
    };
  }
  /** Adds materials and expects success; answers the new ids. */
  async function added(who: Who, payload: object): Promise<number[]> {
    const res = await call(who, 'POST', '/v1/material/add', payload);
    const b = res.json();
    if (b.code !== 200) throw new Error(`add failed: ${res.body}`);
    return b.data.ids;
  }
  return { as, db, accounts, tags, call, body, list, materialId, record, added };
}

export type World = Awaited<ReturnType<typeof materialsWorld>>;

/** A user of a new role with exactly these menus and permission groups, linked to `accountIds`; answers its login. */
export async function userWithRole(
  server: TestServer,
  name: string,
  menus: string[],
  groups: string[],
  accountIds: number[],
): Promise<Login> {
  const { hashPassword } = await import('../src/modules/auth/password.js');
  const db = server.database.db;
  const now = Date.now();
  const role = await db
    .insertInto('role')
    .values({ name, is_admin: 0, remark: '', create_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const menuIds = await db
    .selectFrom('menu')
    .select('id')
    .where('name', 'in', menus.length ? menus : ['-'])
    .execute();
  if (menuIds.length)
    await db
      .insertInto('role_menu')
      .values(menuIds.map((m) => ({ role_id: role.id, menu_id: m.id })))
      .execute();
  const groupIds = await db
    .selectFrom('permission_group')
    .select('id')
    .where('name', 'in', groups.length ? groups : ['-'])
    .execute();
  if (groupIds.length) {
    await db
      .insertInto('role_permission_group')
      .values(groupIds.map((g) => ({ role_id: role.id, group_id: g.id })))
      .execute();
  }
  const user = await db
    .insertInto('app_user')
    .values({
      login_name: name,
      password_hash: await hashPassword(DEFAULT_DEMO_PASSWORD),
      role_id: role.id,
      company_id: null,
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (accountIds.length) {
    await db
      .insertInto('user_account')
      .values(accountIds.map((account_id) => ({ user_id: user.id, account_id })))
      .execute();
  }
  return loginAs(server, name, DEFAULT_DEMO_PASSWORD);
}
