import { calls } from '@adconsole/contract';
import type { InjectSession } from '@adconsole/testkit';
import { b64, loginAs, type TestServer } from './helper.js';

const { authAdmin } = calls;

let serial = 0;
/** A shareid no other test of the run uses. */
export const freshName = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`;

export async function roleIds(server: TestServer): Promise<Map<string, number>> {
  const rows = await server.database.db.selectFrom('role').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

export async function accountIds(server: TestServer): Promise<Map<string, number>> {
  const rows = await server.database.db.selectFrom('account').select(['id', 'account_name']).execute();
  return new Map(rows.map((r) => [r.account_name, r.id]));
}

/** Creates a user through the call as `admin` and answers its id, shareid and password. */
export async function createUser(
  admin: InjectSession,
  input: { role_id: number; account_ids?: number[]; company_id?: number | null; shareid?: string },
) {
  const shareid = input.shareid ?? freshName('user');
  const password = `pw-${shareid}-long`;
  const res = await admin.api(authAdmin.createUser, { ...input, shareid, password: b64(password) });
  const body = res.json();
  if (body.code !== 200) throw new Error(`createUser ${shareid}: ${res.body}`);
  return { id: body.data.id as number, shareid, password };
}

/** Creates a user and signs it in. */
export async function createSignedIn(
  server: TestServer,
  admin: InjectSession,
  input: Parameters<typeof createUser>[1],
): Promise<InjectSession & { password: string }> {
  const user = await createUser(admin, input);
  return Object.assign(await loginAs(server, user.shareid, user.password), { password: user.password });
}

/** The audit entries of one entity, oldest first, with their changes parsed. */
export async function auditOf(server: TestServer, kind: string, id: number) {
  const rows = await server.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_name', 'call', 'entity_name', 'changes'])
    .where('entity_kind', '=', kind)
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, changes: r.changes ? JSON.parse(r.changes) : null }));
}
