import { Code } from '@adconsole/contract';
import type { InjectSession } from '@adconsole/testkit';
import { expect } from 'vitest';
import { hashPassword } from '../src/modules/auth/password.js';
import * as seedRepo from '../src/seed/seed.repo.js';
import { loginAs, type TestServer } from './helper.js';

/** Ids of menus and groups by name, read from the server's tables. */
export async function accessIds(server: TestServer) {
  const { db } = server.database;
  const menus = await db.selectFrom('menu').select(['id', 'name']).execute();
  const groups = await db.selectFrom('permission_group').select(['id', 'name']).execute();
  const menu = new Map(menus.map((m) => [m.name, m.id]));
  const group = new Map(groups.map((g) => [g.name, g.id]));
  return {
    menu: (name: string) => menu.get(name) ?? expect.unreachable(`menu ${name}`),
    group: (name: string) => group.get(name) ?? expect.unreachable(`group ${name}`),
  };
}

let serial = 0;

/** A new user of the given role (its password `pass-1234`), signed in. */
export async function userOfRole(server: TestServer, roleId: number, prefix = 'user'): Promise<InjectSession> {
  const { db } = server.database;
  serial += 1;
  const name = `${prefix}-${serial}-${Date.now()}`;
  await seedRepo.insertUser(db, {
    login_name: name,
    password_hash: await hashPassword('pass-1234'),
    role_id: roleId,
    company_id: null,
  });
  return loginAs(server, name, 'pass-1234');
}

/** Reads an answer: its HTTP status, code, message and data. */
export async function answer<T = unknown>(res: Promise<{ statusCode: number; json(): unknown }>) {
  const r = await res;
  const body = r.json() as { code: number; msg: string; data: T };
  return { status: r.statusCode, ...body };
}

/** Expects a success and answers its data. */
export async function ok<T = unknown>(res: Promise<{ statusCode: number; json(): unknown }>): Promise<T> {
  const a = await answer<T>(res);
  expect(a, a.msg).toMatchObject({ status: 200, code: Code.OK });
  return a.data;
}
