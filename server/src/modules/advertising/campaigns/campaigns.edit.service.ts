import { AuditAction, AuditEntity, CampaignStatus, type calls, type ParsedBody } from '@adconsole/contract';
import { assertAccountsInScope } from '../../../core/account-scope.js';
import type { AuthContext } from '../../../core/auth-context.js';
import { fieldError } from '../../../core/field-error.js';
import type { DB } from '../../../db/database.js';
import type { Actor } from '../../audit/index.js';
import { audit, givenFields } from '../../audit/index.js';
import { copyRow, madeBy } from '../shared/copy-row.js';
import { changeStatus, switchStatus, visibleRows } from '../shared/status-change.js';
import * as tree from '../shared/tree.repo.js';
import * as repo from './campaigns.list.repo.js';
import { checkCampaign } from './campaigns.rules.js';
import { visibleCampaign } from './campaigns.service.js';
import { fieldsOf, rowOf } from './campaigns.view.js';

type Calls = typeof calls.campaigns;

export async function create(db: DB, auth: AuthContext, actor: Actor, body: ParsedBody<Calls['create']>, host: string) {
  const { account_id: accountId, ...fields } = body;
  // the scope first: another tenant's account and one that was never there answer the same 403
  assertAccountsInScope(auth, [accountId]);
  if (!(await repo.accountExists(db, accountId))) {
    throw fieldError('account_id', 'exists', `account ${accountId} does not exist`);
  }
  const pkgName = await checkCampaign(db, accountId, fields, null, host);
  const now = Date.now();
  const id = await db.transaction().execute(async (trx) => {
    const campaignId = await repo.insertCampaignRow(trx, {
      ...rowOf(fields, pkgName),
      account_id: accountId,
      create_user_id: auth.userId,
      modify_user_id: auth.userId,
      create_time: now,
      modify_time: now,
    });
    await audit.record(trx, actor, {
      action: AuditAction.CREATE,
      entity: AuditEntity.CAMPAIGN,
      id: campaignId,
      name: fields.name,
      after: body,
    });
    return campaignId;
  });
  return { id };
}

/** Changes the fields given (the list's inline edit sends one); the rules run on the campaign as it would be. */
export async function update(db: DB, auth: AuthContext, actor: Actor, body: ParsedBody<Calls['update']>, host: string) {
  const { campaign_id: id, ...patch } = body;
  const row = await visibleCampaign(db, auth, id);
  const before = fieldsOf(row);
  const given = givenFields(patch);
  const after = { ...before, ...given };
  const pkgName = await checkCampaign(
    db,
    row.account_id,
    after,
    { id, fields: before, pkgName: row.ad_app_pkg_name },
    host,
  );
  await db.transaction().execute(async (trx) => {
    await repo.updateCampaign(trx, [id], {
      ...rowOf(after, pkgName),
      modify_user_id: auth.userId,
      modify_time: Date.now(),
    });
    await audit.record(trx, actor, {
      action: AuditAction.UPDATE,
      entity: AuditEntity.CAMPAIGN,
      id,
      name: row.name,
      before,
      after,
    });
  });
  return { id };
}

/** Campaigns as the shared status switch sees them. */
const CAMPAIGN_LEVEL = { entity: AuditEntity.CAMPAIGN, visible: visibleCampaign, update: repo.updateCampaign };

/** Deletes (soft) the campaigns, their ad groups and ads; their audience packages are released. */
export async function remove(db: DB, auth: AuthContext, actor: Actor, ids: number[]) {
  const rows = await visibleRows(db, auth, CAMPAIGN_LEVEL, ids);
  const now = Date.now();
  return changeStatus(db, actor, AuditEntity.CAMPAIGN, rows, CampaignStatus.DELETED, async (trx, changed) => {
    await tree.deleteGroups(trx, await tree.liveGroupIds(trx, changed), now, auth.userId);
    await repo.updateCampaign(trx, changed, {
      status: CampaignStatus.DELETED,
      modify_user_id: auth.userId,
      modify_time: now,
    });
  });
}

/** Switches the campaigns on (1) or off (2); a campaign already so is left as it is. */
export function setStatus(db: DB, auth: AuthContext, actor: Actor, ids: number[], status: number) {
  return switchStatus(db, auth, actor, CAMPAIGN_LEVEL, ids, status);
}

/**
 * A deep copy: the campaign (paused, named `<name> - copy`, `- copy 2` … to stay unique in its account), its ad
 * groups with their targeting and audience packages, and their ads with creatives and materials. Statistics stay.
 */
export async function copy(db: DB, auth: AuthContext, actor: Actor, id: number) {
  const row = await visibleCampaign(db, auth, id);
  return copyRow(db, auth, actor, {
    entity: AuditEntity.CAMPAIGN,
    from: row,
    joined: ['account_name', 'creator_name', 'modifier_name', 'app_name', 'event_name', 'event_type'],
    taken: await repo.campaignNamesLike(db, row.account_id, row.name),
    parent: {},
    insert: repo.insertCampaignRow,
    children: async (trx, campaignId, now) => {
      for (const g of await tree.liveGroupsOf(trx, row.id)) {
        const { id: groupId, ...groupColumns } = g;
        const copyId = await tree.insertGroup(trx, {
          ...groupColumns,
          campaign_id: campaignId,
          ...madeBy(auth.userId, now),
        });
        await tree.copyAudiences(trx, groupId, copyId);
        await tree.copyAds(trx, groupId, copyId, now);
      }
    },
  });
}
