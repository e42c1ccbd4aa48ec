import {
  type ApiKeyIssued,
  type ApiKeyIssueRequest,
  type ApiKeyItem,
  AuditAction,
  AuditEntity,
  Code,
  type ServiceScope,
} from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import { type Actor, audit } from '../audit/index.js';
import { newApiKey, scopesColumn, scopesOf } from './api-key-secret.js';
import * as repo from './api-keys.repo.js';
import type { ApiKeyVerifier } from './api-keys.verify.js';

/**
 * A key belongs to the platform, not to an advertiser account: it feeds platform-wide data (device events, delivery
 * statistics), so only administrators see and manage keys, whatever groups a role is granted.
 */
function assertAdmin(auth: AuthContext): void {
  if (!auth.isAdmin) throw new AppError(Code.FORBIDDEN, 'API keys are managed by administrators');
}

function itemOf(row: repo.ApiKeyRow): ApiKeyItem {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row.scopes) as ServiceScope[],
    prefix: row.prefix,
    create_time: row.create_time,
    create_user_name: row.create_user_name ?? '',
    last_used_time: row.last_used_time,
    revoke_time: row.revoke_time,
    revoke_user_name: row.revoke_user_name,
  };
}

export async function list(db: DB, auth: AuthContext): Promise<ApiKeyItem[]> {
  assertAdmin(auth);
  return (await repo.list(db)).map(itemOf);
}

/** Issues a key: the answer is the only place its secret ever appears (not stored, not logged, not audited). */
export async function issue(db: DB, auth: AuthContext, actor: Actor, input: ApiKeyIssueRequest): Promise<ApiKeyIssued> {
  assertAdmin(auth);
  const { secret, prefix, hash } = newApiKey();
  const now = Date.now();
  const scopes = scopesColumn(input.scopes);
  const id = await db.transaction().execute(async (trx) => {
    const id = await repo.insert(trx, {
      name: input.name,
      scopes,
      prefix,
      secret_hash: hash,
      create_user_id: auth.userId,
      create_time: now,
    });
    const after = { name: input.name, scopes, prefix };
    await audit.record(
      trx,
      actor,
      { action: AuditAction.CREATE, entity: AuditEntity.API_KEY, id, name: input.name, after },
      now,
    );
    return id;
  });
  const row = (await repo.list(db)).find((r) => r.id === id)!;
  return { ...itemOf(row), secret };
}

async function existing(db: DB, id: number) {
  const row = await repo.findById(db, id);
  if (!row) throw new AppError(Code.NOT_EXISTS, `API key ${id} does not exist`, { id });
  return row;
}

export async function rename(
  db: DB,
  keys: ApiKeyVerifier,
  auth: AuthContext,
  actor: Actor,
  input: { id: number; name: string },
): Promise<{ id: number }> {
  assertAdmin(auth);
  await db.transaction().execute(async (trx) => {
    const row = await existing(trx, input.id);
    await repo.rename(trx, row.id, input.name);
    const change = { action: AuditAction.UPDATE, entity: AuditEntity.API_KEY, id: row.id, name: row.name };
    await audit.record(trx, actor, { ...change, before: { name: row.name }, after: { name: input.name } });
  });
  // service calls name their key from the cache: the new name holds from the next call here
  keys.forgetAll();
  return { id: input.id };
}

/**
 * Revokes a key: refused from the next call in this process, within API_KEY_CACHE_MS in the others. Revoking a
 * revoked key changes nothing (its first revocation's time and author stay).
 */
export async function revoke(
  db: DB,
  keys: ApiKeyVerifier,
  auth: AuthContext,
  actor: Actor,
  id: number,
): Promise<{ id: number }> {
  assertAdmin(auth);
  await db.transaction().execute(async (trx) => {
    const row = await existing(trx, id);
    const now = Date.now();
    if (!(await repo.revoke(trx, row.id, auth.userId, now))) return;
    const change = { action: AuditAction.REVOKE, entity: AuditEntity.API_KEY, id: row.id, name: row.name };
    await audit.record(trx, actor, { ...change, after: { revoke_time: now } }, now);
  });
  keys.forgetAll();
  return { id };
}
