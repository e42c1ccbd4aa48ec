import { type CallBody, calls } from '@adconsole/contract';
import type { InjectSession } from '@adconsole/testkit';
import { expect } from 'vitest';
import type { TestServer } from './helper.js';

export type CampaignBody = CallBody<typeof calls.campaigns.create>;
export type AdGroupBody = CallBody<typeof calls.campaigns.groupCreate>;

/** The demo accounts' ids by name. */
export async function accountIds(server: TestServer): Promise<Map<string, number>> {
  const rows = await server.database.db.selectFrom('account').select(['id', 'account_name']).execute();
  return new Map(rows.map((r) => [r.account_name, r.id]));
}

/** A live promotion app linked to the account, with one of its event mappings (the demo seed's). */
export async function appOf(server: TestServer, accountId: number) {
  const db = server.database.db;
  const app = await db
    .selectFrom('ad_app as p')
    .innerJoin('promotion_app_account as l', 'l.promotion_app_id', 'p.id')
    .select(['p.id', 'p.pkg_name'])
    .where('l.account_id', '=', accountId)
    .where('p.status', '=', 1)
    .where('l.status', '=', 1)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const mapping = await db
    .selectFrom('promotion_app_event_mapping')
    .select(['id', 'event_name', 'event_type'])
    .where('promotion_app_id', '=', app.id)
    .orderBy('id')
    .executeTakeFirst();
  return { ...app, mapping };
}

const DAY = 86_400;
export const nowSec = () => Math.floor(Date.now() / 1000);

/** A valid campaign create body. */
export const campaignBody = (accountId: number, appId: number, more: Partial<CampaignBody> = {}): CampaignBody => ({
  account_id: accountId,
  name: `Campaign ${Math.random().toString(36).slice(2, 8)}`,
  objective: 1,
  ad_app_id: appId,
  campaign_type: 1,
  billing_type: 4,
  campaign_budget: 1000,
  campaign_daily_budget: 100,
  currency: 'USD',
  start_time: nowSec() - DAY,
  end_time: nowSec() + 30 * DAY,
  time_zone: 'Asia/Shanghai',
  ...more,
});

export async function created(
  session: InjectSession,
  call: typeof calls.campaigns.create | typeof calls.campaigns.groupCreate,
  body: unknown,
) {
  const res = await session.api(call as typeof calls.campaigns.create, body as CampaignBody);
  expect(res.json().code, res.body).toBe(200);
  return res.json().data.id as number;
}

/** The failed fields of a 400, each once. */
export const failedFields = (body: { data?: { errors?: { field: string }[] } }) => [
  ...new Set((body.data?.errors ?? []).map((e) => e.field)),
];

/** An audience package made Import Successful directly in the database (the import is the audience area's). */
export async function readyAudience(server: TestServer, name: string, accountIds: number[] | 'all', status = 2) {
  const db = server.database.db;
  const now = Date.now();
  const { id } = await db
    .insertInto('user_cluster')
    .values({
      name,
      name_key: name.toLowerCase(),
      data_type: 3,
      encryption: 0,
      source: 1,
      file_key: null,
      result_key: null,
      account_relation_type: accountIds === 'all' ? 1 : 2,
      status,
      count: 100,
      progress: null,
      failure: null,
      import_warning: null,
      creator_id: null,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (accountIds !== 'all' && accountIds.length) {
    await db
      .insertInto('user_cluster_account')
      .values(accountIds.map((account_id) => ({ user_cluster_id: id, account_id })))
      .execute();
  }
  return id;
}

export { calls };
