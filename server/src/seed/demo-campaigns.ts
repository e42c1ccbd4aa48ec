import { localDate } from '@adconsole/contract';
import type { DB } from '../db/database.js';
import * as campaigns from '../modules/advertising/campaigns/campaigns.repo.js';
import * as apps from '../modules/apps/apps.repo.js';
import { DEMO_CAMPAIGNS } from './demo-materials-data.js';

const DAY = 86_400_000;

/** Campaigns > ad groups > ads > a creative per material of the ad (materials named by their demo key). */
export async function seedDemoCampaigns(
  db: DB,
  refs: { accountIds: Map<string, number>; materialIds: Map<string, number>; userId: number; now: number },
): Promise<void> {
  for (const [i, c] of DEMO_CAMPAIGNS.entries()) {
    const accountId = refs.accountIds.get(c.account)!;
    const at = refs.now - (20 - i) * DAY;
    const app = await apps.firstAppOf(db, accountId);
    const campaignId = await campaigns.insertCampaign(db, {
      account_id: accountId,
      name: c.name,
      objective: 1,
      campaign_budget: 5_000_000,
      campaign_daily_budget: 200_000,
      bid_price: 150,
      ad_app_id: app?.id ?? null,
      ad_app_pkg_name: app?.pkg_name ?? '',
      // the app's first conversion event (its activation), so the demo shows a mapping in use
      event_mapping_id: app ? await apps.firstMappingOf(db, app.id) : null,
      country_bid: JSON.stringify({ ID: 150, TH: 120 }),
      start_time: at,
      end_time: at + 60 * DAY,
      create_user_id: refs.userId,
      modify_user_id: refs.userId,
      create_time: at,
      modify_time: at,
    });
    for (const g of c.groups) {
      const groupId = await campaigns.insertAdGroup(db, {
        campaign_id: campaignId,
        name: g.name,
        targeting: JSON.stringify({ regions: ['ID', 'TH'] }),
        create_user_id: refs.userId,
        create_time: at,
        modify_time: at,
      });
      for (const a of g.ads) {
        const adId = await campaigns.insertAd(db, {
          ad_group_id: groupId,
          account_id: accountId,
          name: a.name,
          title: a.title,
          status: a.status,
          create_user_id: refs.userId,
          modify_user_id: refs.userId,
          create_time: at,
          modify_time: at,
        });
        const materials = a.materials
          .map((k) => refs.materialIds.get(k))
          .filter((id): id is number => id !== undefined);
        // one creative per material, as the ad editor writes them
        for (const [sort, materialId] of materials.entries()) {
          const creativeId = await campaigns.insertCreative(db, {
            ad_id: adId,
            name: `${a.name} · creative ${sort + 1}`,
            sort,
            create_time: at,
          });
          await campaigns.linkCreativeMaterials(db, creativeId, [materialId]);
        }
      }
    }
  }
  await seedDemoDelivery(db, refs.now);
}

const HOUR = 3_600_000;

/** Days of delivery for an ad group: `days` days up to today, `perDay` spend (minor units) and today's `today`. */
function days(
  adGroupId: number,
  now: number,
  count: number,
  perDay: number,
  today: number,
  impressionsPerDay = 40_000,
) {
  return Array.from({ length: count }, (_, k) => {
    const spend = k === 0 ? today : perDay;
    const impressions = k === 0 ? Math.round((impressionsPerDay * today) / Math.max(perDay, 1)) : impressionsPerDay;
    return {
      ad_group_id: adGroupId,
      stat_date: localDate(now - k * DAY, 'UTC'),
      impressions,
      clicks: Math.round(impressions * 0.012),
      installs: Math.round(impressions * 0.0015),
      spend,
      update_time: now,
    };
  });
}

/**
 * The demo's delivery: statistics per ad group and day, and settings so every delivery status shows. Galaxy's groups
 * deliver, reach their daily limit, start in ten days, ended last week or are paused; Orchid spent its total budget; Nimbus is
 * a reservation that reached its quota; Harbor's order ended two days ago.
 */
export async function seedDemoDelivery(db: DB, now: number): Promise<void> {
  const rows = await campaigns.allAdGroups(db);
  const first = (account: string) => rows.find((r) => r.account_name === account);
  const galaxy = first('Galaxy Games');
  const orchid = first('Orchid Shopping');
  const nimbus = first('Nimbus Video');
  const harbor = first('Harbor Travel');
  const stats = [];
  for (const r of rows) stats.push(...days(r.id, now, 14, 12_000, 8_000));
  const base = { time_zone: 'UTC', modify_time: now };
  if (galaxy) {
    const daily = rows.find((r) => r.campaign_id === galaxy.campaign_id && r.id !== galaxy.id);
    if (daily) {
      await campaigns.updateAdGroup(db, daily.id, { daily_limit: 8_000 });
    }
    const extra = [
      { name: 'Holiday pre-launch', start_time: now + 10 * DAY, end_time: now + 40 * DAY },
      { name: 'Summer flash sale', start_time: now - 30 * DAY, end_time: now - 7 * DAY },
      { name: 'Creative A/B test (paused)', status: 2, start_time: now - 10 * DAY, end_time: null },
    ];
    for (const e of extra) {
      const id = await campaigns.insertAdGroup(db, {
        campaign_id: galaxy.campaign_id,
        ...e,
        targeting: JSON.stringify({ regions: ['ID', 'TH'], os: ['android'] }),
        create_user_id: galaxy.create_user_id,
        create_time: now - 30 * DAY,
        modify_time: now,
      });
      if (e.end_time !== null && e.end_time < now) stats.push(...days(id, now - 8 * DAY, 20, 9_000, 9_000));
    }
    await campaigns.updateCampaignRow(db, galaxy.campaign_id, { ...base, campaign_daily_budget: 500_000 });
  }
  if (orchid) {
    await campaigns.updateCampaignRow(db, orchid.campaign_id, { ...base, campaign_budget: 150_000 });
  }
  if (nimbus) {
    await campaigns.updateCampaignRow(db, nimbus.campaign_id, {
      ...base,
      campaign_type: 2,
      billing_type: 1,
      reservation_limit: 500_000,
    });
  }
  if (harbor) {
    await campaigns.updateCampaignRow(db, harbor.campaign_id, { ...base, end_time: now - 2 * DAY - 5 * HOUR });
  }
  await campaigns.insertDeliveryStats(db, stats);
}
