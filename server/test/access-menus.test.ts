import { Code, type MenuName, type PermissionGroupName } from '@adconsole/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/password.js';
import * as seedRepo from '../src/seed/seed.repo.js';
import { loginAs, startServer, type TestServer } from './helper.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.destroy());

/** Makes a role with exactly these menus and groups, and a user with it, and signs the user in. */
async function userWith(name: string, menus: MenuName[], groups: PermissionGroupName[]) {
  const { db } = server.database;
  const roleId = await seedRepo.insertRole(db, { name, is_admin: 0, remark: '' });
  await seedRepo.grantMenus(db, roleId, menus);
  await seedRepo.grantGroups(db, roleId, groups);
  const company = await db.selectFrom('company').select('id').executeTakeFirstOrThrow();
  await seedRepo.insertUser(db, {
    login_name: name,
    password_hash: await hashPassword('pass-1234'),
    role_id: roleId,
    company_id: company.id,
  });
  return loginAs(server, name, 'pass-1234');
}

const listVideos = (token: string) =>
  server.app.inject({
    method: 'POST',
    url: '/v1/material/list',
    headers: { token },
    payload: { type: 2, status: 1, page_no: 1, page_size: 10 },
  });

describe('material permissions serve both libraries', () => {
  it('a role with only the video library may list materials', async () => {
    const who = await userWith('video-only', ['home', 'material', 'material.video'], ['material.view']);
    const res = await listVideos(who.token);
    expect(res.json().code).toBe(200);
  });

  it('neither the group nor a material menu answers 402', async () => {
    const who = await userWith('no-material-menu', ['home'], []);
    const res = await listVideos(who.token);
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe(Code.NO_PAGE);
  });

  it('the video library without the group answers 403, not 402', async () => {
    const who = await userWith('video-no-view', ['home', 'material', 'material.video'], []);
    const res = await listVideos(who.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(Code.FORBIDDEN);
  });
});
