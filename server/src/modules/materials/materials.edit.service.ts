import {
  AccountRelationType,
  AuditAction,
  type BoundAd,
  Code,
  ExaminePlatform,
  type MaterialSaveRequest,
  MaterialStatus,
  MaterialType,
} from '@adconsole/contract';
import { seesAccount } from '../../core/account-scope.js';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import { fieldError } from '../../core/field-error.js';
import type { DB } from '../../db/database.js';
import { assertLinksEditable, checkLinkTarget } from '../accounts/index.js';
import * as bound from '../advertising/index.js';
import type { Actor } from '../audit/index.js';
import { assertChangeable, assertNotDeleted, checkTags, type Loaded, loadVisible } from './materials.access.js';
import { changeMaterials } from './materials.audit.js';
import * as repo from './materials.repo.js';

/**
 * Loads materials for a change: visible, not deleted, not a video held by third-party review (the spec hides edit
 * and delete for those; the server refuses them too), and within what the caller may change.
 */
async function loadForChange(db: DB, auth: AuthContext, ids: number[], field: string): Promise<Loaded[]> {
  const materials = await loadVisible(db, auth, ids);
  assertNotDeleted(field, materials);
  const locked = materials.filter(
    (m) => m.row.type === MaterialType.VIDEO && m.row.third_examine_platform === ExaminePlatform.THIRD_PARTY,
  );
  if (locked.length) {
    const list = locked.map((m) => m.row.id).join(', ');
    throw fieldError(field, 'review_locked', `video ${list} is under third-party review and cannot be changed`);
  }
  await assertChangeable(db, auth, materials);
  return materials;
}

const strip = (ads: Awaited<ReturnType<typeof bound.boundAds>>): BoundAd[] =>
  ads.map(({ material_id: _, ...ad }) => ad);

/**
 * Refuses a link change that takes the material away from accounts whose ads use it: narrowing "all accounts" to a
 * list answers 10001 (the material is bound to those ads), dropping linked accounts answers 10002 with the accounts.
 */
async function assertLinksKeepAds(db: DB, m: Loaded, relationType: number, accountIds: number[]): Promise<void> {
  if (relationType === AccountRelationType.ALL) return;
  const keep = new Set(accountIds);
  const wasAll = m.row.account_relation_type === AccountRelationType.ALL;
  const dropped = wasAll ? null : m.accountIds.filter((a) => !keep.has(a));
  if (dropped && !dropped.length) return;
  const ads = (await bound.boundAds(db, [m.row.id], dropped)).filter((a) => !keep.has(a.account_id));
  if (!ads.length) return;
  const accounts = [...new Set(ads.map((a) => a.account_id))];
  const names = [...new Set(ads.map((a) => a.account_name))].join(', ');
  if (wasAll) {
    throw new AppError(
      Code.MATERIAL_BOUND,
      `save failed: ads of ${names} use material ${m.row.id}; add those accounts or unbind the ads`,
      { ids: [m.row.id], account_ids: accounts, ads: strip(ads) },
    );
  }
  throw new AppError(
    Code.MATERIAL_ACCOUNT_BOUND,
    `save failed: ads of ${names} still use material ${m.row.id}; keep those accounts or unbind the ads`,
    { ids: [m.row.id], account_ids: accounts, ads: strip(ads) },
  );
}

/** Saves a material's name, tags and account links. */
export async function save(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  input: MaterialSaveRequest,
): Promise<{ id: number }> {
  const [m] = await loadForChange(db, auth, [input.material_id], 'material_id');
  const accountIds = [...new Set(input.account_ids)].sort((a, b) => a - b);
  const current = [...m!.accountIds].sort((a, b) => a - b);
  const linksChange =
    input.account_relation_type !== m!.row.account_relation_type ||
    (input.account_relation_type === AccountRelationType.SPECIFIED && accountIds.join() !== current.join());
  if (linksChange) {
    assertLinksEditable(m!.row.source, 'materials');
    await checkLinkTarget(db, auth, input.account_relation_type, accountIds);
    await assertLinksKeepAds(db, m!, input.account_relation_type, accountIds);
  }
  await checkTags(db, input.tag_ids);
  await changeMaterials(db, actor, AuditAction.UPDATE, [input.material_id], async (trx) => {
    await repo.updateMaterial(trx, input.material_id, {
      name: input.material_name,
      account_relation_type: input.account_relation_type,
      update_time: Date.now(),
    });
    await repo.setTags(trx, [input.material_id], [...new Set(input.tag_ids)]);
    if (linksChange) {
      const links = input.account_relation_type === AccountRelationType.ALL ? [] : accountIds;
      await repo.setAccounts(trx, input.material_id, links);
    }
  });
  return { id: input.material_id };
}

/** Deletes materials (status -1, kept): all or none; any bound to ads answers 10001 with their ids. */
export async function remove(db: DB, auth: AuthContext, actor: Actor, ids: number[]): Promise<{ ids: number[] }> {
  const materials = await loadForChange(db, auth, ids, 'material_ids');
  const unique = materials.map((m) => m.row.id);
  const ads = await bound.boundAds(db, unique, null);
  if (ads.length) {
    const boundIds = [...new Set(ads.map((a) => a.material_id))];
    throw new AppError(Code.MATERIAL_BOUND, `material ${boundIds.join(', ')} is bound to ads: unbind it first`, {
      ids: boundIds,
      ads: strip(ads.filter((a) => seesAccount(auth, a.account_id))),
    });
  }
  await changeMaterials(db, actor, AuditAction.DELETE, unique, (trx) =>
    repo.setStatus(trx, unique, MaterialStatus.DELETED, Date.now()),
  );
  return { ids: unique };
}

/** Sets the same tags on every named material (replacing theirs). */
export async function batchTag(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  ids: number[],
  tagIds: number[],
): Promise<{ ids: number[] }> {
  const unique = (await loadForChange(db, auth, ids, 'material_ids')).map((m) => m.row.id);
  const tags = [...new Set(tagIds)];
  await checkTags(db, tags);
  await changeMaterials(db, actor, AuditAction.UPDATE, unique, (trx) => repo.setTags(trx, unique, tags));
  return { ids: unique };
}

/** Per material: its tags (replacing them) and, when given, its name. */
export async function tagEach(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  items: { material_id: number; material_name?: string; tag_ids: number[] }[],
): Promise<{ ids: number[] }> {
  const ids = items.map((i) => i.material_id);
  const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (twice >= 0) throw fieldError(`${twice}.material_id`, 'unique', `material ${ids[twice]} is named twice`);
  await loadForChange(db, auth, ids, 'material_id');
  await checkTags(
    db,
    items.flatMap((i) => i.tag_ids),
  );
  const now = Date.now();
  await changeMaterials(db, actor, AuditAction.UPDATE, ids, async (trx) => {
    for (const item of items) {
      await repo.setTags(trx, [item.material_id], [...new Set(item.tag_ids)]);
      if (item.material_name)
        await repo.updateMaterial(trx, item.material_id, { name: item.material_name, update_time: now });
    }
  });
  return { ids };
}
