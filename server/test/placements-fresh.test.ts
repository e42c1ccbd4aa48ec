import { Code, calls } from '@adconsole/contract';
import type { InjectSession } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adBody, material } from './ads-helper.js';
import { appBody, createdApp, uploadIcon } from './apps-helper.js';
import { campaignBody, created } from './campaigns-helper.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// A fresh install (no demo data) has empty placement catalogues: an administrator fills them through the API, and
// the ad editor's ad position, tab and category (with the occupied-category rule) and the platform accounts work.

let server: TestServer;
let admin: InjectSession;
const p = calls.placements;

beforeAll(async () => {
  server = await startServer({ SEED: 'none', ADMIN_PASSWORD: 'fresh-install-1' });
  admin = await loginAs(server, 'admin', 'fresh-install-1');
});
afterAll(() => server.destroy());

async function ok<T = { id: number }>(res: Promise<{ json(): unknown; body: string }>): Promise<T> {
  const r = await res;
  const body = r.json() as { code: number; data: T };
  expect(body.code, r.body).toBe(200);
  return body.data;
}

describe('placements on a fresh install', () => {
  it('start empty, and what an administrator adds is what the ad editor and the pickers offer', async () => {
    expect(await ok(admin.api(calls.lookups.adPositions))).toEqual([]);
    expect(await ok(admin.api(calls.lookups.adPlatforms))).toEqual([]);

    const app = await ok(admin.api(p.createMediaApp, { name: 'Daily News', pkg_name: 'com.daily.news', platform: 1 }));
    const slot = await ok(
      admin.api(p.createAdPosition, { app_id: app.id, name: 'Feed native', ad_type: 3, width: 1200, height: 627 }),
    );
    const dsp = await ok(admin.api(p.createDsp, { name: 'The Trade Desk', code: 'ttd' }));
    await ok(admin.api(p.createDspMapping, { dsp_id: dsp.id, adpos_id: slot.id, phypos_id: 'ttd-plc-1' }));
    const platform = await ok(admin.api(p.createAdPlatform, { name: 'Google Ads', code: 'google_ads' }));

    expect(await ok(admin.api(calls.lookups.adPositions))).toEqual([
      expect.objectContaining({ id: slot.id, app_id: app.id, app_name: 'Daily News', name: 'Feed native' }),
    ]);
    expect(await ok(admin.api(calls.lookups.dspMappings))).toEqual([
      expect.objectContaining({ dsp_name: 'The Trade Desk', adpos_id: slot.id, phypos_id: 'ttd-plc-1' }),
    ]);

    // an advertiser account, its promoted app, a campaign and an ad group, all through the API
    const account = await ok(admin.api(calls.authAdmin.createAccount, { account_name: 'First Advertiser' }));
    const icon = await uploadIcon(server, admin);
    const promoted = await createdApp(admin, appBody('com.first.game', icon, [account.id]));
    const campaignId = await created(admin, calls.campaigns.create, campaignBody(account.id, promoted));
    const groupId = await created(admin, calls.campaigns.groupCreate, {
      campaign_id: campaignId,
      name: 'Group one',
      trigger_mode: 'download',
    });
    const image = await material(server);

    const placed = await ok(
      admin.api(
        calls.ads.create,
        adBody(groupId, image, { placement: { adpos_id: slot.id, tab: 'home', category: 'news' } }),
      ),
    );
    const occupied = (
      await admin.api(
        calls.ads.create,
        adBody(groupId, image, { placement: { adpos_id: slot.id, tab: 'video', category: 'News' } }),
      )
    ).json();
    expect(occupied).toMatchObject({
      code: Code.AD_POSITION_OCCUPIED,
      data: { adpos_id: slot.id, category: 'News', tab: 'home' },
    });
    // and the position cannot go while the ad is placed in it
    const refused = (await admin.api(p.deleteAdPosition, { id: slot.id })).json();
    expect(refused.code).toBe(Code.PLACEMENT_IN_USE);
    expect(refused.data.users).toContainEqual(
      expect.objectContaining({ kind: 'ad', id: placed.id, account_name: 'First Advertiser' }),
    );

    const linked = await ok<{ ad_platform_name: string; account_name: string }>(
      admin.api(calls.lookups.createPlatformAccount, {
        ad_platform_id: platform.id,
        account_id: account.id,
        name: 'First on Google',
        external_id: '123-456-7890',
      }),
    );
    expect(linked).toMatchObject({ ad_platform_name: 'Google Ads', account_name: 'First Advertiser' });
  });
});
