import {
  type AudienceCreateRequest,
  type AudienceEditRequest,
  AudienceSource,
  AudienceStatus,
  AuditAction,
  AuditEntity,
  Code,
  VisibilityScope,
} from '@adconsole/contract';
import { seesAccount } from '../../core/account-scope.js';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import { fieldError } from '../../core/field-error.js';
import type { DB } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { assertScopeChangeable, checkLinkTarget } from '../accounts/index.js';
import type { Actor } from '../audit/index.js';
import { audit } from '../audit/index.js';
import type { Storage } from '../files/index.js';
import type { JobRunner } from '../jobs/index.js';
import { countryCodes } from '../lookups/index.js';
import { dropPathProblem, type PartnerDrop } from './audiences.drop.js';
import { deleteJob, importJob } from './audiences.jobs.js';
import { isUploadKey } from './audiences.keys.js';
import * as repo from './audiences.repo.js';
import { linkedOf, visible } from './audiences.service.js';
import { assertPartnerScope, headPartnerFile } from './partner-folders/index.js';

export interface AudienceDeps {
  db: DB;
  storage: Storage;
  jobs: JobRunner;
  /** where source-2 paths are read */
  drop: PartnerDrop;
}

const nameTakenError = (name: string) =>
  new AppError(Code.AUDIENCE_NAME_TAKEN, `an audience package is already named ${name}`, { name });

async function assertNameFree(db: DB, name: string, exceptId: number | null) {
  if (await repo.nameTaken(db, name.toLowerCase(), exceptId)) throw nameTakenError(name);
}

/** Two saves of one name at once: the unique index decides, and the loser gets the same refusal as a checked one. */
function orNameTaken(name: string | undefined) {
  return (error: unknown): never => {
    if (name !== undefined && isUniqueViolation(error)) throw nameTakenError(name);
    throw error;
  };
}

/**
 * Accounts whose ad groups target the package and that `keep` leaves out: 10021 names those the caller may see and
 * counts the others (another tenant's account names are not the caller's to read).
 */
async function assertNotBound(db: DB, auth: AuthContext, clusterId: number, keep: (accountId: number) => boolean) {
  const bound = (await repo.adsetsOf(db, [clusterId])).filter((a) => !keep(a.account_id));
  if (!bound.length) return;
  const ids = [...new Set(bound.map((a) => a.account_id))];
  const shown = ids.filter((id) => seesAccount(auth, id));
  const names = shown.map((id) => bound.find((a) => a.account_id === id)!.account_name);
  const others = ids.length - shown.length;
  const whose = [...names, ...(others ? [`${others} other account${others === 1 ? '' : 's'}`] : [])];
  throw new AppError(Code.AUDIENCE_BOUND, `the package is targeted by ad groups of ${whose.join(', ')}`, {
    cluster_id: clusterId,
    account_ids: shown,
    account_names: names,
    other_accounts: others,
  });
}

/**
 * Starts a job this request enqueued in this process at once, after its transaction committed, rather than at the
 * loop's next poll (up to a second later); when that fails the row stays queued and the loop runs it.
 */
function startHere(deps: AudienceDeps, jobId: number): void {
  void deps.jobs.runHere(jobId).catch(() => 'pending');
}

const fileNotThere = (path: string) =>
  new AppError(Code.AUDIENCE_FILE_UNREADABLE, `the file ${path} is not there`, { path });

/**
 * The file a package of source 1 (an upload's path) or 2 (a path in a partner folder mapped to every one of the
 * package's `accounts`, partner-folders/) is to be made from; a partner file not the caller's is not there.
 */
async function assertFileThere(
  deps: AudienceDeps,
  auth: AuthContext,
  accounts: number[],
  source: number,
  path: string,
): Promise<void> {
  if (source === AudienceSource.UPLOAD && !isUploadKey(path)) {
    throw fieldError('path', 'upload', 'path must be the path the upload call answered');
  }
  const problem = source === AudienceSource.STORAGE ? dropPathProblem(path) : null;
  if (problem) throw fieldError('path', 'pattern', problem);
  // a path the storage cannot hold (the local driver takes only its own keys) is a file that is not there
  const found =
    source === AudienceSource.STORAGE
      ? await headPartnerFile(deps, auth, accounts, path)
      : await deps.storage.head(path).catch(() => null);
  if (!found) throw fileNotThere(path);
}

/** A rule names a country of the catalogue: the form offers only those, a call could send any two letters. */
async function assertRuleCountry(db: DB, rule: AudienceCreateRequest['user_cluster_rule']): Promise<void> {
  if (rule && !(await countryCodes(db)).has(rule.country)) {
    throw fieldError('user_cluster_rule.country', 'country', `unknown country: ${rule.country}`);
  }
}

export async function create(deps: AudienceDeps, auth: AuthContext, actor: Actor, body: AudienceCreateRequest) {
  const { db } = deps;
  await assertNameFree(db, body.cluster_name, null);
  await assertRuleCountry(db, body.user_cluster_rule);
  const accounts = body.visibility_scope === VisibilityScope.SPECIFIED ? body.linked_account : [];
  assertPartnerScope(body.source, body.visibility_scope);
  await checkLinkTarget(db, auth, body.visibility_scope, accounts);
  const path = body.path ?? '';
  if (body.source !== AudienceSource.RULES) await assertFileThere(deps, auth, accounts, body.source, path);
  const now = Date.now();
  const created = await db
    .transaction()
    .execute(async (trx) => {
      const id = await repo.insertCluster(trx, {
        name: body.cluster_name,
        name_key: body.cluster_name.toLowerCase(),
        data_type: body.data_type,
        encryption: body.encryption,
        source: body.source,
        path,
        file_key: body.source === AudienceSource.UPLOAD ? path : null,
        result_key: null,
        description: body.description,
        account_relation_type: body.visibility_scope,
        status: AudienceStatus.IMPORTING,
        count: null,
        progress: null,
        failure: null,
        import_warning: null,
        creator_id: auth.userId,
        create_time: now,
        update_time: now,
      });
      // an upload makes one package: taken here, or swept meanwhile (the file is then not there)
      if (body.source === AudienceSource.UPLOAD && !(await repo.takeUpload(trx, path))) throw fileNotThere(path);
      await repo.setAccounts(trx, id, [...new Set(accounts)]);
      if (body.user_cluster_rule) {
        const { time_range, country, industry_category, events } = body.user_cluster_rule;
        await repo.insertRule(trx, {
          user_cluster_id: id,
          time_range,
          country,
          industry_category,
          events: events.join(','),
        });
      }
      await audit.record(trx, actor, {
        action: AuditAction.CREATE,
        entity: AuditEntity.AUDIENCE,
        id,
        name: body.cluster_name,
        after: { ...body, linked_account: accounts },
      });
      const jobId = await deps.jobs.enqueue(importJob, { clusterId: id }, { db: trx });
      return { id, jobId };
    })
    .catch(orNameTaken(body.cluster_name));
  startHere(deps, created.jobId);
  return { id: created.id };
}

/**
 * Only a package made from an uploaded file is the caller's to change: a partner's file or a rule makes a package that
 * stays as it was made (the list offers edit and delete on upload_source 1 only; a call gets the same answer).
 */
function assertChangeable(row: { id: number; source: number }): void {
  if (row.source !== AudienceSource.UPLOAD) {
    throw new AppError(
      Code.AUDIENCE_READ_ONLY,
      `audience package ${row.id} was not made from an uploaded file: it cannot be edited or deleted`,
      { id: row.id, upload_source: row.source },
    );
  }
}

export async function edit(deps: AudienceDeps, auth: AuthContext, actor: Actor, body: AudienceEditRequest) {
  const { db } = deps;
  const row = await visible(db, auth, body.cluster_id);
  if (row.status === AudienceStatus.DELETED) {
    throw new AppError(Code.AUDIENCE_DELETED, `audience package ${row.id} is deleted`, { id: row.id });
  }
  assertChangeable(row);
  const linked = await linkedOf(db, row);
  await assertScopeChangeable(db, auth, [linked], 'audience package');
  if (body.cluster_name !== undefined) await assertNameFree(db, body.cluster_name, row.id);
  const scopeChanges = body.visibility_scope !== undefined || body.linked_account !== undefined;
  const scope = body.visibility_scope ?? row.account_relation_type;
  // accounts sent with "all accounts" reach checkLinkTarget, which refuses them; kept links go when the scope widens
  const accounts = [...new Set(body.linked_account ?? (scope === VisibilityScope.ALL ? [] : linked.accountIds))];
  if (scopeChanges) {
    await checkLinkTarget(db, auth, scope, accounts);
    if (scope === VisibilityScope.SPECIFIED) await assertNotBound(db, auth, row.id, (a) => accounts.includes(a));
  }
  const before = {
    cluster_name: row.name,
    description: row.description,
    visibility_scope: row.account_relation_type,
    linked_account: linked.accountIds,
  };
  const after = {
    cluster_name: body.cluster_name ?? row.name,
    description: body.description ?? row.description,
    visibility_scope: scope,
    linked_account: accounts,
  };
  await db
    .transaction()
    .execute(async (trx) => {
      await repo.updateCluster(trx, row.id, {
        name: after.cluster_name,
        name_key: after.cluster_name.toLowerCase(),
        description: after.description,
        account_relation_type: scope,
        update_time: Date.now(),
      });
      if (scopeChanges) await repo.setAccounts(trx, row.id, accounts);
      await audit.record(trx, actor, {
        action: AuditAction.UPDATE,
        entity: AuditEntity.AUDIENCE,
        id: row.id,
        name: row.name,
        before,
        after,
      });
    })
    .catch(orNameTaken(body.cluster_name));
  return { id: row.id };
}

export async function remove(deps: AudienceDeps, auth: AuthContext, actor: Actor, id: number) {
  const { db } = deps;
  const row = await visible(db, auth, id);
  if (row.status === AudienceStatus.DELETED) {
    throw new AppError(Code.AUDIENCE_DELETED, `audience package ${id} is deleted`, { id });
  }
  assertChangeable(row);
  if (row.status === AudienceStatus.IMPORTING || row.status === AudienceStatus.DELETING) {
    throw new AppError(Code.AUDIENCE_BUSY, `audience package ${id} is importing or deleting`, { id });
  }
  await assertScopeChangeable(db, auth, [await linkedOf(db, row)], 'audience package');
  await assertNotBound(db, auth, id, () => false);
  const jobId = await db.transaction().execute(async (trx) => {
    await repo.updateCluster(trx, id, { status: AudienceStatus.DELETING, update_time: Date.now() });
    await audit.record(trx, actor, { action: AuditAction.DELETE, entity: AuditEntity.AUDIENCE, id, name: row.name });
    return deps.jobs.enqueue(deleteJob, { clusterId: id }, { db: trx });
  });
  startHere(deps, jobId);
  return { id };
}
