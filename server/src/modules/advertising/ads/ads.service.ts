import { type AdItem, Code, type calls, type ParsedBody } from '@adconsole/contract';
import { seesAccount } from '../../../core/account-scope.js';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import type { ListedGroupRow } from '../ad-groups/adgroups.service.js';
import * as groups from '../ad-groups/adgroups.service.js';
import { visibleCampaign } from '../campaigns/campaigns.service.js';
import * as repo from './ads.repo.js';
import type { AdContext } from './ads.rules.js';
import { adDelivery, adDetail, adItem, creativeItems } from './ads.view.js';

type Calls = typeof calls.ads;

/** An ad the caller may see (not deleted, up its chain neither, of one of the caller's accounts), else 10201. */
export async function visibleAd(db: DB, auth: AuthContext, id: number): Promise<repo.AdRow> {
  const row = await repo.findAd(db, id);
  if (!row || !seesAccount(auth, row.account_id)) {
    throw new AppError(Code.NOT_EXISTS, `ad ${id} does not exist`, { id });
  }
  return row;
}

/** What the ad rules read of an ad group the caller may see and its campaign. */
export async function contextOf(db: DB, auth: AuthContext, groupId: number): Promise<AdContext> {
  const group = await groups.visibleGroup(db, auth, groupId);
  const campaign = await visibleCampaign(db, auth, group.campaign_id);
  return {
    groupId: group.id,
    accountId: campaign.account_id,
    campaignId: campaign.id,
    triggerMode: group.trigger_mode,
    billingType: campaign.billing_type,
    attributionPlatform: campaign.attribution_platform,
  };
}

/** The creatives of the ads, each ad's list by its id. */
export async function creativesByAd(db: DB, adIds: number[]) {
  const { creatives, materials } = await repo.creativesOf(db, adIds);
  return new Map(
    adIds.map((id) => [
      id,
      creativeItems(
        creatives.filter((c) => c.ad_id === id),
        materials,
      ),
    ]),
  );
}

/** Items of ads of one ad group: their creatives and delivery (the group's, with the ad's own switch first). */
async function itemsOf(db: DB, auth: AuthContext, group: ListedGroupRow, rows: repo.AdRow[]): Promise<AdItem[]> {
  const [{ delivery, timeZone }, creatives] = await Promise.all([
    groups.deliveryOf(db, auth, group),
    creativesByAd(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => adItem(r, creatives.get(r.id) ?? [], adDelivery(r, delivery, timeZone)));
}

export async function list(db: DB, auth: AuthContext, q: ParsedBody<Calls['list']>) {
  const group = await groups.visibleListedGroup(db, auth, q.ad_group_id);
  const page = await repo.listAds(db, group.id, q);
  return { total: page.total, list: await itemsOf(db, auth, group, page.list) };
}

export async function detail(db: DB, auth: AuthContext, id: number, trackingHost: string) {
  const row = await visibleAd(db, auth, id);
  const group = await groups.visibleListedGroup(db, auth, row.ad_group_id);
  const [item] = await itemsOf(db, auth, group, [row]);
  const creatives = (await creativesByAd(db, [id])).get(id) ?? [];
  return adDetail(item!, row, creatives, trackingHost);
}
