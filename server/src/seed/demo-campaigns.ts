import { localDate } from '@adconsole/contract';
import type { DB } from '../db/database.js';
import * as advertising from '../modules/advertising/index.js';
import { demoAppOf } from '../modules/apps/index.js';
import { DEFAULT_RAW_DAYS, recordStatLines } from '../modules/statistics/index.js';
import { DEMO_CAMPAIGNS } from './demo-materials-data.js';
import * as seedRepo from './seed.repo.js';

const DAY = 86_400_000;

/** Campaigns > ad groups > ads > a creative per material of the ad (materials named by their demo key). */
export async function seedDemoCampaigns(
  db: DB,
  refs: { accountIds: Map<string, number>; materialIds: Map<string, number>; userId: number; now: number },
): Promise<void> {
  for (const [i, c] of DEMO_CAMPAIGNS.entries()) {
    const accountId = refs.accountIds.get(c.account)!;
    const at = refs.now - (20 - i) * DAY;
    const app = await demoAppOf(db, accountId);
    const campaignId = await advertising.saveDemoCampaign(db, {
      account_id: accountId,
      name: c.name,
      objective: 1,
      campaign_budget: 5_000_000,
      campaign_daily_budget: 200_000,
      bid_price: 150,
      ad_app_id: app?.id ?? null,
      ad_app_pkg_name: app?.pkg_name ?? '',
      // the app's first conversion event (its activation), so the demo shows a mapping in use
      event_mapping_id: app?.mappingId ?? null,
      country_bid: JSON.stringify({ ID: 150, TH: 120 }),
      start_time: at,
      end_time: at + 60 * DAY,
      create_user_id: refs.userId,
      modify_user_id: refs.userId,
      create_time: at,
      modify_time: at,
    });
    for (const g of c.groups) {
      const groupId = await advertising.saveDemoAdGroup(db, {
        campaign_id: campaignId,
        name: g.name,
        targeting: JSON.stringify({ regions: ['ID', 'TH'] }),
        create_user_id: refs.userId,
        create_time: at,
        modify_time: at,
      });
      for (const a of g.ads) {
        const adId = await advertising.saveDemoAd(db, {
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
          await advertising.saveDemoCreative(
            db,
            { ad_id: adId, name: `${a.name} · creative ${sort + 1}`, sort, create_time: at },
            materialId,
          );
        }
      }
    }
  }
  await seedDemoDelivery(db, refs.now);
}

const HOUR = 3_600_000;
/** Days of demo statistics; the last RAW_DAYS of them by the hour (the intake's raw window), older ones by the day. */
const STAT_DAYS = 90;
const COUNTRIES = ['ID', 'TH'] as const;

/** A day's delivery of an ad group: spend (minor units) and impressions, spread over its ads, countries and hours. */
interface GroupDay {
  adGroupId: number;
  daysAgo: number;
  spend: number;
  impressions: number;
}

/**
 * Days of delivery for an ad group: `count` days up to `now`, `perDay` spend (minor units) in the last two weeks,
 * a little less and varying before, and `today` on the last day.
 */
function days(adGroupId: number, count: number, perDay: number, today: number, impressionsPerDay = 40_000): GroupDay[] {
  return Array.from({ length: count }, (_, k) => {
    const level = k === 0 ? today / Math.max(perDay, 1) : k < 14 ? 1 : 0.5 + 0.1 * Math.sin(k);
    return {
      adGroupId,
      daysAgo: k,
      spend: Math.round(k === 0 ? today : perDay * level),
      impressions: Math.round(impressionsPerDay * level),
    };
  });
}

/** `total` split into `parts` whole shares that add up to it exactly. */
const shares = (total: number, parts: number) =>
  Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));

/**
 * The intake's lines for the group-days: per live ad, country and hour (or whole day before the raw window), each
 * ad on one ad position of the demo's media apps. Clicks 1.2 % and installs 0.15 % of impressions, conversions a
 * third of installs.
 */
async function statLines(db: DB, groupDays: GroupDay[], now: number): Promise<Record<string, unknown>[]> {
  const ads = await seedRepo.liveAdsOf(db, [...new Set(groupDays.map((d) => d.adGroupId))]);
  const positions = await seedRepo.demoPositions(db);
  if (!positions.length) return [];
  const lines: Record<string, unknown>[] = [];
  for (const d of groupDays) {
    const own = ads.filter((a) => a.ad_group_id === d.adGroupId);
    if (!own.length) continue;
    const date = localDate(now - d.daysAgo * DAY, 'UTC');
    const hours = d.daysAgo < DEFAULT_RAW_DAYS ? Array.from({ length: 24 }, (_, h) => h) : [null];
    const cells = own.length * COUNTRIES.length * hours.length;
    const spend = shares(d.spend, cells);
    const impressions = shares(d.impressions, cells);
    let i = 0;
    for (const ad of own) {
      const p = positions[ad.id % positions.length]!;
      for (const country of COUNTRIES) {
        for (const hour of hours) {
          const shown = impressions[i]!;
          const installs = Math.round(shown * 0.0015);
          lines.push({
            ad_id: ad.id,
            date,
            hour,
            country,
            media_app_id: p.app_id,
            ad_position_id: p.id,
            impressions: shown,
            clicks: Math.round(shown * 0.012),
            installs,
            conversions: Math.round(installs / 3),
            spend: spend[i]!,
          });
          i += 1;
        }
      }
    }
  }
  return lines;
}

/**
 * The demo's delivery: statistics per ad group and day, and settings so every delivery status shows. Galaxy's groups
 * deliver, reach their daily limit, start in ten days, ended last week or are paused; Orchid spent its total budget; Nimbus is
 * a reservation that reached its quota; Harbor's order ended two days ago.
 */
export async function seedDemoDelivery(db: DB, now: number): Promise<void> {
  const rows = await advertising.demoAdGroups(db);
  const first = (account: string) => rows.find((r) => r.account_name === account);
  const galaxy = first('Galaxy Games');
  const orchid = first('Orchid Shopping');
  const nimbus = first('Nimbus Video');
  const harbor = first('Harbor Travel');
  const stats = [];
  for (const r of rows) stats.push(...days(r.id, STAT_DAYS, 12_000, 8_000));
  const base = { time_zone: 'UTC', modify_time: now };
  if (galaxy) {
    const daily = rows.find((r) => r.campaign_id === galaxy.campaign_id && r.id !== galaxy.id);
    if (daily) {
      await advertising.changeDemoAdGroup(db, daily.id, { daily_limit: 8_000 });
    }
    const extra = [
      { name: 'Holiday pre-launch', start_time: now + 10 * DAY, end_time: now + 40 * DAY },
      { name: 'Summer flash sale', start_time: now - 30 * DAY, end_time: now - 7 * DAY },
      { name: 'Creative A/B test (paused)', status: 2, start_time: now - 10 * DAY, end_time: null },
    ];
    for (const e of extra) {
      const id = await advertising.saveDemoAdGroup(db, {
        campaign_id: galaxy.campaign_id,
        ...e,
        targeting: JSON.stringify({ regions: ['ID', 'TH'], os: ['android'] }),
        create_user_id: galaxy.create_user_id,
        create_time: now - 30 * DAY,
        modify_time: now,
      });
      await advertising.saveDemoAd(db, {
        ad_group_id: id,
        account_id: galaxy.account_id,
        name: `${e.name} · ad`,
        create_user_id: galaxy.create_user_id,
        modify_user_id: galaxy.create_user_id,
        create_time: now - 30 * DAY,
        modify_time: now,
      });
      // delivered from 30 days ago until it ended a week ago
      if (e.end_time !== null && e.end_time < now) {
        stats.push(...days(id, 23, 9_000, 9_000).map((d) => ({ ...d, daysAgo: d.daysAgo + 7 })));
      }
    }
    await advertising.changeDemoCampaign(db, galaxy.campaign_id, { ...base, campaign_daily_budget: 500_000 });
    // set up but not yet servable: an ad group without ads, and a campaign without ad groups
    await advertising.saveDemoAdGroup(db, {
      campaign_id: galaxy.campaign_id,
      name: 'Retargeting (no ads yet)',
      targeting: JSON.stringify({ regions: ['ID'] }),
      create_user_id: galaxy.create_user_id,
      create_time: now - DAY,
      modify_time: now,
    });
    await advertising.saveDemoCampaign(db, {
      account_id: galaxy.account_id,
      name: 'Spring launch (draft)',
      objective: 1,
      start_time: now,
      end_time: now + 60 * DAY,
      create_user_id: galaxy.create_user_id,
      modify_user_id: galaxy.create_user_id,
      create_time: now - DAY,
      modify_time: now,
    });
  }
  if (orchid) {
    await advertising.changeDemoCampaign(db, orchid.campaign_id, { ...base, campaign_budget: 150_000 });
  }
  if (nimbus) {
    await advertising.changeDemoCampaign(db, nimbus.campaign_id, {
      ...base,
      campaign_type: 2,
      billing_type: 1,
      reservation_limit: 500_000,
    });
  }
  if (harbor) {
    await advertising.changeDemoCampaign(db, harbor.campaign_id, { ...base, end_time: now - 2 * DAY - 5 * HOUR });
  }
  // through the intake's own checks and writes, as the ad server's batches would arrive
  await recordStatLines(db, { apiKeyId: 0, batchId: 'demo-seed', lines: await statLines(db, stats, now), now });
}
