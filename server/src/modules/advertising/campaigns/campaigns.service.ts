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

/** A campaign the caller may see (not deleted, of one of its accounts), else 10201. */
export async function visibleCampaign(db: DB, auth: AuthContext, id: number): Promise<repo.CampaignRow> {
  const row = await repo.findCampaign(db, id);
  if (!row || !seesAccount(auth, row.account_id)) {
    throw new AppError(Code.NOT_EXISTS, `campaign ${id} does not exist`, { id });
  }
  return row;
}

/**
 * The campaigns' items: totals, today's figures in each one's time zone, ad group counts, whether they are set up,
 * delivery status.
 */
export async function itemsOf(db: DB, rows: repo.CampaignRow[]): Promise<CampaignItem[]> {
  const now = clock.now();
  const ids = rows.map((r) => r.id);
  const byDate = new Map<string, number[]>();
  for (const r of rows) {
    const d = localDate(now, r.time_zone);
    byDate.set(d, [...(byDate.get(d) ?? []), r.id]);
  }
  const [totals, counts, ready, ...todays] = await Promise.all([
    stats.campaignTotals(db, ids),
    repo.adGroupCounts(db, ids),
    repo.readyCampaigns(db, ids),
    ...[...byDate].map(([date, some]) => stats.campaignTotals(db, some, date)),
  ]);
  const today = new Map(todays.flatMap((m) => [...m]));
  return rows.map((r) =>
    campaignItem(
      r,
      totals.get(r.id) ?? NO_TOTALS,
      today.get(r.id) ?? NO_TOTALS,
      counts.get(r.id) ?? 0,
      ready.has(r.id),
      now,
    ),
  );
}

export async function list(db: DB, auth: AuthContext, q: ParsedBody<Calls['list']>) {
  const page = await repo.listCampaigns(db, q, accountScope(auth));
  return { total: page.total, list: await itemsOf(db, page.list) };
}

export async function detail(db: DB, auth: AuthContext, id: number, trackingHost: string) {
  const row = await visibleCampaign(db, auth, id);
  const [item] = await itemsOf(db, [row]);
  return campaignDetail(item!, row, trackingHost);
}

/** The switched-on campaigns of the caller's accounts, newest first, at most `max`, with their items (the cockpit). */
export async function switchedOn(db: DB, auth: AuthContext, max: number) {
  const page = await repo.listCampaigns(db, { page_no: 1, page_size: max, status: 1 }, accountScope(auth));
  return { total: page.total, rows: page.list, items: await itemsOf(db, page.list) };
}
