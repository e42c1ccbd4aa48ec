import { calls } from '@adconsole/contract';
import { apiKeyHeaders, type InjectSession, issueApiKey } from '@adconsole/testkit';
import { expect } from 'vitest';
import type { TestServer } from './helper.js';

/** One line of the delivery-statistics intake, as the test writes it (every field may be overridden). */
export type StatLine = Record<string, unknown>;

let batches = 0;

/** The ad server's side of the intake for tests: an API key of scope delivery_stats, and lines sent in batches. */
export async function statsSender(server: TestServer, admin: InjectSession) {
  const { secret } = await issueApiKey(admin, { name: `stats sender ${++batches}`, scopes: ['delivery_stats'] });
  const db = server.database.db;
  const position = await db.selectFrom('ad_position').select(['id', 'app_id']).orderBy('id').executeTakeFirstOrThrow();
  /** Posts lines (NDJSON unless `csv` is given) under a batch id; answers the raw response. */
  const post = (lines: StatLine[] | string, batchId = `b-${++batches}`, type = 'application/x-ndjson') =>
    server.app.inject({
      method: 'POST',
      url: `${calls.deliveryStats.batch.path}?batch_id=${encodeURIComponent(batchId)}`,
      headers: { 'content-type': type, ...apiKeyHeaders(secret) },
      payload: typeof lines === 'string' ? lines : lines.map((l) => JSON.stringify(l)).join('\n'),
    });
  /** A whole-day line of an ad with zero counts unless told. */
  const line = (o: StatLine): StatLine => ({
    country: 'ID',
    media_app_id: position.app_id,
    ad_position_id: position.id,
    impressions: 0,
    clicks: 0,
    installs: 0,
    conversions: 0,
    spend: 0,
    ...o,
  });
  /** Posts lines that must be stored. */
  async function send(lines: StatLine[], batchId?: string) {
    const res = await post(lines.map(line), batchId);
    expect(res.json().code, res.body).toBe(200);
    return res.json().data;
  }
  /** A live ad of the ad group, written straight to the database (the ad editor is the ads area's). */
  async function adOf(groupId: number): Promise<number> {
    const g = await db
      .selectFrom('ad_group as g')
      .innerJoin('campaign as c', 'c.id', 'g.campaign_id')
      .select(['c.account_id', 'c.create_user_id'])
      .where('g.id', '=', groupId)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const r = await db
      .insertInto('ad')
      .values({
        ad_group_id: groupId,
        account_id: g.account_id,
        name: `Stats ad ${++batches}`,
        create_user_id: g.create_user_id,
        modify_user_id: g.create_user_id,
        create_time: now,
        modify_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }
  return { secret, position, post, line, send, adOf };
}
