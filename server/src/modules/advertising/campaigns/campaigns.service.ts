import { type CampaignItem, Code, type calls, localDate, type ParsedBody } from '@adconsole/contract';
import { accountScope, seesAccount } from '../../../core/account-scope.js';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import * as stats from '../../statistics/index.js';
import { clock } from '../shared/clock.js';
import { NO_TOTALS } from '../shared/delivery.js';
import * as repo from './campaigns.list.repo.js';
import { campaignDetail, campaignItem } from './campaigns.view.js';

/** A campaign row with its joined names, as the levels below read their campaign. */
export type { CampaignRow } from './campaigns.list.repo.js';

type Calls = typeof calls.campaigns;

/** A campaign row the caller may see, else 10201 (a campaign of another tenant answers as one that is not there). */
function visible<R extends repo.CampaignRow>(auth: AuthContext, id: number, row: R | undefined): R {
  if (!row || !seesAccount(auth, row.account_id)) {
    throw new AppError(Code.NOT_EXISTS, `campaign ${id} does not exist`, { id });
  }
  return row;
}

/** A campaign the caller may see (not deleted, of one of its accounts), else 10201. */
export async function visibleCampaign(db: DB, auth: AuthContext, id: number): Promise<repo.CampaignRow> {
  return visible(auth, id, await repo.findCampaign(db, id));
}

/** A campaign the caller may see, with what its list item reads beside it (itemsOf), else 10201. */
export async function visibleListedCampaign(db: DB, auth: AuthContext, id: number) {
  return visible(auth, id, await repo.findListedCampaign(db, id));
}

/**
 * The campaigns' items: totals and today's spend in each one's time zone (one read of the statistics), with the ad
 * group counts and set-up state their rows carry, and the delivery status.
 */
export async function itemsOf(db: DB, rows: repo.ListedCampaignRow[]): Promise<CampaignItem[]> {
  const now = clock.now();
  // today per time zone, worked out once per zone (a page's campaigns share a few)
  const dayOf = new Map<string, string>();
  for (const r of rows) if (!dayOf.has(r.time_zone)) dayOf.set(r.time_zone, localDate(now, r.time_zone));
  const days = [...new Set(dayOf.values())];
  const totals = await stats.campaignTotalsAndDaySpend(
    db,
    rows.map((r) => r.id),
    days,
  );
  return rows.map((r) => {
    const t = totals.get(r.id);
    const todaySpend = t?.daySpend[days.indexOf(dayOf.get(r.time_zone)!)] ?? 0;
    return campaignItem(r, t?.total ?? NO_TOTALS, todaySpend, Number(r.ad_group_count ?? 0), Boolean(r.ready), now);
  });
}

export async function list(db: DB, auth: AuthContext, q: ParsedBody<Calls['list']>) {
  const page = await repo.listCampaigns(db, q, accountScope(auth));
  return { total: page.total, list: await itemsOf(db, page.list) };
}

export async function detail(db: DB, auth: AuthContext, id: number, trackingHost: string) {
  const row = await visibleListedCampaign(db, auth, id);
  const [item] = await itemsOf(db, [row]);
  return campaignDetail(item!, row, trackingHost);
}

/** The switched-on campaigns of the caller's accounts, newest first, at most `max`, with their items (the cockpit). */
export async function switchedOn(db: DB, auth: AuthContext, max: number) {
  const page = await repo.listCampaigns(db, { page_no: 1, page_size: max, status: 1 }, accountScope(auth));
  return { total: page.total, rows: page.list, items: await itemsOf(db, page.list) };
}
