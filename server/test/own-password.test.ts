import { type AuditEntry, Code, calls } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedIn, roleIds } from './auth-directory-helper.js';
import { b64, loginAs, startServer, type TestServer } from './helper.js';

const { session, authAdmin, accounts } = calls;

let server: TestServer;
let as: Record<'admin', InjectSession>;
let viewerRole: number;

beforeAll(async () => {
  server = await startServer();
  as = await signInAll(server.app, ['admin']);
  viewerRole = (await roleIds(server)).get('viewer')!;
});
afterAll(() => server.destroy());

const change = (who: InjectSession, current: string, next: string) =>
  who.api(session.changePassword, { current_password: b64(current), new_password: b64(next) });

describe('POST /v1/session/password (a user changes their own password)', () => {
  it('needs the current password; ends the other sessions and keeps this one; audited without the password', async () => {
    const user = await createSignedIn(server, as.admin, { role_id: viewerRole });
    const elsewhere = await loginAs(server, user.login_name, user.password);

    const wrong = await change(user, 'not my password', 'a brand new secret');
    expect(wrong.json()).toMatchObject({ code: Code.PASSWORD_WRONG });
    expect(wrong.json().data.errors[0]).toMatchObject({ field: 'current_password', rule: 'wrong' });
    expect((await elsewhere.api(accounts.options)).statusCode).toBe(200);

    const ok = await change(user, user.password, 'a brand new secret');
    expect(ok.json()).toMatchObject({ code: 200, data: null });
    expect((await user.api(accounts.options)).statusCode).toBe(200);
    expect((await elsewhere.api(accounts.options)).statusCode).toBe(401);
    await expect(loginAs(server, user.login_name, user.password)).rejects.toThrow(String(Code.LOGIN_FAILED));
    await loginAs(server, user.login_name, 'a brand new secret');

    const list = await as.admin.call('GET', `/v2/auth/audit/list?entity_kind=user&entity_id=${user.user_id}`);
    const entries: AuditEntry[] = list.json().data.list;
    const changed = entries.find((e) => e.action === 'update' && e.actor_name === user.login_name);
    expect(changed?.changes).toEqual({ password_changed: { before: false, after: true } });
    expect(list.body).not.toContain('a brand new secret');
    expect(list.body).not.toContain(b64('a brand new secret'));
  });

  it('refuses a new password that breaks the rules, under the new password field', async () => {
    const user = await createSignedIn(server, as.admin, { role_id: viewerRole });
    const short = await change(user, user.password, '1234567');
    expect(short.statusCode).toBe(400);
    expect(short.json().data.errors[0]).toMatchObject({ field: 'new_password', rule: 'min_length' });
    const same = await change(user, user.password, user.login_name.toUpperCase());
    expect(same.json().data.errors[0]).toMatchObject({ field: 'new_password', rule: 'not_login_name' });
    await loginAs(server, user.login_name, user.password);
  });

  it('counts wrong current passwords against the sign-in limit', async () => {
    const user = await createSignedIn(server, as.admin, { role_id: viewerRole });
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await change(user, `guess ${i}`, 'a brand new secret')).json().code);
    expect(codes).toContain(Code.LOGIN_LOCKED);
    expect((await change(user, user.password, 'a brand new secret')).json().code).toBe(Code.LOGIN_LOCKED);
  });

  it('needs a session', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: session.changePassword.path,
      payload: { current_password: b64('x'), new_password: b64('a brand new secret') },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a disabled user', () => {
  it("has their open tab's next call answered 401 with USER_DISABLED, so it can say why", async () => {
    const user = await createSignedIn(server, as.admin, { role_id: viewerRole });
    expect((await as.admin.api(authAdmin.setUserStatus, { id: user.user_id, status: 0 })).json().code).toBe(200);
    const res = await user.api(accounts.options);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(Code.USER_DISABLED);
  });

  it('a signed-out session is a plain 401', async () => {
    const user = await createSignedIn(server, as.admin, { role_id: viewerRole });
    await user.api(session.logout, { user_id: user.user_id });
    const res = await user.api(accounts.options);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(401);
  });
});
