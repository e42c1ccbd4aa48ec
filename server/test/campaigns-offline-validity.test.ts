import { adGroupDetail, CampaignLimits, calls } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds, appOf, campaignBody, created, failedFields } from './campaigns-helper.js';
import { startServer, type TestServer } from './helper.js';

// An ad group's offline-report validity is days (offline_validity_days), 0 to the contract's maximum of 365: the
// form says days, and the server refuses a day more on create and on update.

const { campaigns } = calls;
let server: TestServer;
let s: Record<'admin', InjectSession>;
let campaignId: number;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin'] as const);
  const galaxy = (await accountIds(server)).get('Galaxy Games')!;
  const app = await appOf(server, galaxy);
  campaignId = await created(s.admin, campaigns.create, campaignBody(galaxy, app.id, { name: 'Offline validity' }));
});
afterAll(async () => {
  await server.destroy();
});

const validityOf = async (id: number) =>
  adGroupDetail.parse((await s.admin.api(campaigns.groupDetail, { ad_group_id: id })).json().data)
    .offline_validity_days;

describe('ad group offline validity (days, 0 to 365)', () => {
  it('takes 365 days and refuses 366 at offline_validity_days on create', async () => {
    expect(CampaignLimits.OFFLINE_VALIDITY_DAYS_MAX).toBe(365);
    const id = await created(s.admin, campaigns.groupCreate, {
      campaign_id: campaignId,
      name: 'A year',
      offline_validity_days: 365,
    });
    expect(await validityOf(id)).toBe(365);
    for (const days of [366, -1]) {
      const res = await s.admin.api(campaigns.groupCreate, {
        campaign_id: campaignId,
        name: 'A day too many',
        offline_validity_days: days,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(failedFields(res.json())).toEqual(['offline_validity_days']);
    }
  });

  it('refuses 366 on update and keeps the stored days', async () => {
    const id = await created(s.admin, campaigns.groupCreate, { campaign_id: campaignId, name: 'A week' });
    const refused = await s.admin.api(campaigns.groupUpdate, { ad_group_id: id, offline_validity_days: 366 });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(failedFields(refused.json())).toEqual(['offline_validity_days']);
    expect(await validityOf(id)).toBe(0);
    const taken = await s.admin.api(campaigns.groupUpdate, { ad_group_id: id, offline_validity_days: 365 });
    expect(taken.json().code, taken.body).toBe(200);
    expect(await validityOf(id)).toBe(365);
  });
});
