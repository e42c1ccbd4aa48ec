import { type CallBody, calls } from '@adconsole/contract';
import type { InjectSession } from '@adconsole/testkit';
import { expect } from 'vitest';
import { accountIds, appOf, campaignBody, created } from './campaigns-helper.js';
import type { TestServer } from './helper.js';

export type AdBody = CallBody<typeof calls.ads.create>;

let seq = 0;

/**
 * A material written straight to the database (the upload is the material area's): an image or video of a size, for
 * every account (`'all'`) or the ones named, in use and not needing review unless told otherwise.
 */
export async function material(
  server: TestServer,
  o: {
    type?: 1 | 2;
    width?: number;
    height?: number;
    accounts?: number[] | 'all';
    status?: number;
    review?: number;
  } = {},
) {
  const db = server.database.db;
  const now = Date.now();
  const n = ++seq;
  const { id } = await db
    .insertInto('material')
    .values({
      name: `Ad material ${n}`,
      type: o.type ?? 1,
      file_id: null,
      download_url: `/files/ad-material-${n}.${o.type === 2 ? 'mp4' : 'png'}`,
      size: 1000,
      format: o.type === 2 ? 'mp4' : 'png',
      width: o.width ?? 1280,
      height: o.height ?? 720,
      scale: '16:9',
      screen_type: 1,
      duration: o.type === 2 ? 15 : null,
      element: null,
      md5: `ad-material-${n}-${now}`,
      origin: null,
      status: o.status ?? 1,
      creator_id: null,
      account_relation_type: o.accounts === undefined || o.accounts === 'all' ? 1 : 2,
      third_examine_status: o.review ?? 1,
      third_examine_country: null,
      third_examine_reason: null,
      examine_user_id: null,
      examine_time: null,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (Array.isArray(o.accounts) && o.accounts.length) {
    await db
      .insertInto('material_account')
      .values(o.accounts.map((account_id) => ({ material_id: id, account_id })))
      .execute();
  }
  return id;
}

/** A campaign of Galaxy Games (or another account) with one ad group per trigger mode. */
export async function adWorld(server: TestServer, admin: InjectSession, account = 'Galaxy Games', more = {}) {
  const accounts = await accountIds(server);
  const accountId = accounts.get(account)!;
  const app = await appOf(server, accountId);
  const campaignId = await created(
    admin,
    calls.campaigns.create,
    campaignBody(accountId, app.id, { name: `Ads home ${++seq}`, ...more }),
  );
  const group = async (trigger_mode: string) =>
    created(admin, calls.campaigns.groupCreate, {
      campaign_id: campaignId,
      name: `Group ${trigger_mode}`,
      trigger_mode,
    });
  return {
    accounts,
    accountId,
    campaignId,
    download: await group('download'),
    webview: await group('webview'),
    deeplink: await group('deeplink'),
  };
}

/** A valid image ad body under the ad group. */
export const adBody = (groupId: number, imageId: number, more: Partial<AdBody> = {}): AdBody => ({
  ad_group_id: groupId,
  name: `Ad ${Math.random().toString(36).slice(2, 8)}`,
  type: 1,
  image_ids: [imageId],
  ...more,
});

export async function createdAd(session: InjectSession, body: AdBody) {
  const res = await session.api(calls.ads.create, body);
  expect(res.json().code, res.body).toBe(200);
  return res.json().data.id as number;
}

/** The first ad position of the demo lookups. */
export async function anAdPosition(server: TestServer) {
  return (await server.database.db.selectFrom('ad_position').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
}

export { calls };
