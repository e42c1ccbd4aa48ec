import {
  type AdGroupItem,
  AuditAction,
  AuditEntity,
  CampaignStatus,
  Code,
  type calls,
  EMPTY_TARGETING,
  type FieldError,
  localDate,
  type ParsedBody,
} from '@adconsole/contract';
import { accountScope, seesAccount } from '../../../core/account-scope.js';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import type { Actor } from '../../audit/index.js';
import { audit, givenFields } from '../../audit/index.js';
import { countryCodes } from '../../lookups/index.js';
import * as stats from '../../statistics/index.js';
import type { CampaignRow } from '../campaigns/campaigns.service.js';
import { visibleCampaign } from '../campaigns/campaigns.service.js';
import { clock } from '../shared/clock.js';
import { copyRow } from '../shared/copy-row.js';
import { NO_TOTALS } from '../shared/delivery.js';
import { failOn } from '../shared/field-rules.js';
import { changeStatus, switchStatus, visibleRows } from '../shared/status-change.js';
import * as tree from '../shared/tree.repo.js';
import * as repo from './adgroups.repo.js';
import {
  type AdGroupFields,
  type Binding,
  groupDetail,
  groupFieldsOf,
  groupItem,
  groupRowOf,
} from './adgroups.view.js';

/** An ad group row with its live ads counted, as the ads' list reads its group. */
export type { ListedGroupRow } from './adgroups.repo.js';

type Calls = typeof calls.campaigns;

/** An ad group row the caller may see, else 10201 (one of another tenant answers as one that is not there). */
function visible<R extends repo.AdGroupRow>(auth: AuthContext, id: number, row: R | undefined): R {
  if (!row || !seesAccount(auth, row.account_id)) {
    throw new AppError(Code.NOT_EXISTS, `ad group ${id} does not exist`, { id });
  }
  return row;
}

/** An ad group the caller may see (not deleted, its campaign in the caller's accounts), else 10201. */
export async function visibleGroup(db: DB, auth: AuthContext, id: number) {
  return visible(auth, id, await repo.findGroup(db, id));
}

/** An ad group the caller may see with its live ads counted (what its item reads), else 10201. */
export async function visibleListedGroup(db: DB, auth: AuthContext, id: number) {
  return visible(auth, id, await repo.findListedGroup(db, id));
}

/**
 * Items of ad groups of one campaign: figures (all-time and today's spend in the campaign's time zone, one read per
 * level), bindings unless left out, delivery status.
 */
async function itemsOf(db: DB, campaign: CampaignRow, rows: repo.ListedGroupRow[], withBindings = true) {
  const now = clock.now();
  const today = localDate(now, campaign.time_zone);
  const [totals, campaignTotals, bindings] = await Promise.all([
    stats.adGroupTotalsAndDaySpend(
      db,
      rows.map((r) => r.id),
      [today],
    ),
    stats.campaignTotalsAndDaySpend(db, [campaign.id], [today]),
    withBindings
      ? repo.audiencesOf(
          db,
          rows.map((r) => r.id),
        )
      : [],
  ]);
  const c = campaignTotals.get(campaign.id);
  const ctx = { campaign, campaignTotal: c?.total ?? NO_TOTALS, campaignTodaySpend: c?.daySpend[0] ?? 0, now };
  const items: AdGroupItem[] = rows.map((r) => {
    const t = totals.get(r.id);
    return groupItem(r, ctx, t?.total ?? NO_TOTALS, t?.daySpend[0] ?? 0, bindings, Number(r.ad_count ?? 0));
  });
  return { items, bindings };
}

export async function list(db: DB, auth: AuthContext, q: ParsedBody<Calls['groupList']>) {
  const campaign = await visibleCampaign(db, auth, q.campaign_id);
  const page = await repo.listGroups(db, campaign.id, q);
  return { total: page.total, list: (await itemsOf(db, campaign, page.list)).items };
}

export async function detail(db: DB, auth: AuthContext, id: number) {
  const row = await visibleListedGroup(db, auth, id);
  const campaign = await visibleCampaign(db, auth, row.campaign_id);
  const { items, bindings } = await itemsOf(db, campaign, [row]);
  return groupDetail(items[0]!, row, bindings);
}

/** The delivery status of an ad group the caller sees (its ads show it under their own switch), and its time zone. */
export async function deliveryOf(db: DB, auth: AuthContext, group: repo.ListedGroupRow) {
  const campaign = await visibleCampaign(db, auth, group.campaign_id);
  const { items } = await itemsOf(db, campaign, [group], false);
  return { delivery: items[0]!.delivery, timeZone: campaign.time_zone };
}

/**
 * The ad group's rules beyond the schema, every failed field in one 400: the name unique in its campaign, regions
 * from the country list, audience packages visible to the campaign's account and Import Successful (and not both
 * included and excluded), end after start, the offline deadline after the start.
 */
async function checkGroup(db: DB, campaign: CampaignRow, f: AdGroupFields, exceptId: number | null) {
  const errors: FieldError[] = [];
  if (await repo.groupNameTaken(db, campaign.id, f.name, exceptId)) {
    errors.push({ field: 'name', rule: 'unique', message: `an ad group of this campaign is already named ${f.name}` });
  }
  const t = f.targeting;
  const known = await countryCodes(db);
  const unknown = t.regions.filter((c) => !known.has(c));
  if (unknown.length) {
    errors.push({ field: 'targeting.regions', rule: 'country', message: `unknown countries: ${unknown.join(', ')}` });
  }
  const usable = await repo.usableAudiences(db, campaign.account_id, [...t.audience_include, ...t.audience_exclude]);
  for (const key of ['audience_include', 'audience_exclude'] as const) {
    const bad = t[key].filter((id) => !usable.has(id));
    if (bad.length) {
      errors.push({
        field: `targeting.${key}`,
        rule: 'audience',
        message: `audience packages ${bad.join(', ')} are not Import Successful packages visible to the campaign's account`,
      });
    }
  }
  const both = t.audience_include.filter((id) => t.audience_exclude.includes(id));
  if (both.length) {
    errors.push({
      field: 'targeting.audience_exclude',
      rule: 'overlap',
      message: `audience packages ${both.join(', ')} cannot be both included and excluded`,
    });
  }
  if (f.start_time !== null && f.end_time !== null && f.end_time <= f.start_time) {
    errors.push({ field: 'end_time', rule: 'after_start', message: 'end_time must be after start_time' });
  }
  failOn(errors);
}

const dedupe = (f: AdGroupFields): AdGroupFields => ({
  ...f,
  targeting: Object.fromEntries(
    Object.entries(f.targeting).map(([k, v]) => [k, [...new Set(v as unknown[])]]),
  ) as AdGroupFields['targeting'],
});

export async function create(db: DB, auth: AuthContext, actor: Actor, body: ParsedBody<Calls['groupCreate']>) {
  const campaign = await visibleCampaign(db, auth, body.campaign_id);
  const { campaign_id: _c, ...rest } = body;
  const fields = dedupe({ ...rest, targeting: { ...EMPTY_TARGETING, ...body.targeting } });
  await checkGroup(db, campaign, fields, null);
  const now = Date.now();
  const id = await db.transaction().execute(async (trx) => {
    const groupId = await tree.insertGroup(trx, {
      ...groupRowOf(fields),
      campaign_id: campaign.id,
      create_user_id: auth.userId,
      modify_user_id: auth.userId,
      create_time: now,
      modify_time: now,
    });
    await repo.setAudiences(trx, groupId, fields.targeting.audience_include, fields.targeting.audience_exclude);
    await audit.record(trx, actor, {
      action: AuditAction.CREATE,
      entity: AuditEntity.AD_GROUP,
      id: groupId,
      name: fields.name,
      after: { campaign_id: campaign.id, ...fields },
    });
    return groupId;
  });
  return { id };
}

/** Changes the fields given; a targeting key given replaces that key, the others stay. */
export async function update(db: DB, auth: AuthContext, actor: Actor, body: ParsedBody<Calls['groupUpdate']>) {
  const { ad_group_id: id, targeting, ...patch } = body;
  const row = await visibleGroup(db, auth, id);
  const campaign = await visibleCampaign(db, auth, row.campaign_id);
  const bindings: Binding[] = await repo.audiencesOf(db, [id]);
  const before = groupFieldsOf(row, bindings);
  const given = givenFields(patch);
  const givenTargeting = givenFields(targeting ?? {});
  const after = dedupe({ ...before, ...given, targeting: { ...before.targeting, ...givenTargeting } });
  await checkGroup(db, campaign, after, id);
  await db.transaction().execute(async (trx) => {
    await repo.updateGroups(trx, [id], { ...groupRowOf(after), modify_user_id: auth.userId, modify_time: Date.now() });
    await repo.setAudiences(trx, id, after.targeting.audience_include, after.targeting.audience_exclude);
    await audit.record(trx, actor, {
      action: AuditAction.UPDATE,
      entity: AuditEntity.AD_GROUP,
      id,
      name: row.name,
      before,
      after,
    });
  });
  return { id };
}

/** Ad groups as the shared status switch sees them. */
const GROUP_LEVEL = { entity: AuditEntity.AD_GROUP, visible: visibleGroup, update: repo.updateGroups };

/** Deletes (soft) the ad groups and their ads; their audience packages are released. */
export async function remove(db: DB, auth: AuthContext, actor: Actor, ids: number[]) {
  const rows = await visibleRows(db, auth, GROUP_LEVEL, ids);
  return changeStatus(db, actor, AuditEntity.AD_GROUP, rows, CampaignStatus.DELETED, (trx, changed) =>
    tree.deleteGroups(trx, changed, Date.now(), auth.userId),
  );
}

/** Switches the ad groups on (1) or off (2); one already so is left as it is. */
export function setStatus(db: DB, auth: AuthContext, actor: Actor, ids: number[], status: number) {
  return switchStatus(db, auth, actor, GROUP_LEVEL, ids, status);
}

/** Copies one ad group within its campaign (paused, `<name> - copy` …), with its audience packages and ads. */
export async function copy(db: DB, auth: AuthContext, actor: Actor, id: number) {
  const row = await visibleGroup(db, auth, id);
  return copyRow(db, auth, actor, {
    entity: AuditEntity.AD_GROUP,
    from: row,
    joined: ['campaign_name', 'account_id', 'creator_name'],
    taken: await repo.groupNames(db, row.campaign_id),
    parent: { campaign_id: row.campaign_id },
    insert: tree.insertGroup,
    children: async (trx, copyId, now) => {
      await tree.copyAudiences(trx, row.id, copyId);
      await tree.copyAds(trx, row.id, copyId, now);
    },
  });
}

export function search(db: DB, auth: AuthContext, q: ParsedBody<Calls['search']>) {
  return repo.search(db, q, accountScope(auth));
}
