import type { DB } from '../db/database.js';
import * as apps from '../modules/apps/apps.repo.js';
import * as campaigns from '../modules/campaigns/campaigns.repo.js';
import { DEMO_CAMPAIGNS } from './demo-materials-data.js';

const DAY = 86_400_000;

/** Campaigns > ad groups > ads > one creative per ad showing the ad's materials (named by their demo key). */
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
      country_bid: JSON.stringify({ ID: 150, TH: 120 }),
      start_time: at,
      end_time: at + 60 * DAY,
      create_user_id: refs.userId,
      modify_user_id: refs.userId,
      create_time: at,
      modify_time: at,
    });
    for (const g of c.groups) {
      const groupId = await campaigns.insertAdGroup(db, { campaign_id: campaignId, name: g.name, create_time: at });
      for (const a of g.ads) {
        const adId = await campaigns.insertAd(db, {
          ad_group_id: groupId,
          account_id: accountId,
          name: a.name,
          status: a.status,
          create_time: at,
        });
        const creativeId = await campaigns.insertCreative(db, {
          ad_id: adId,
          name: `${a.name} · creative`,
          create_time: at,
        });
        const materials = a.materials
          .map((k) => refs.materialIds.get(k))
          .filter((id): id is number => id !== undefined);
        await campaigns.linkCreativeMaterials(db, creativeId, materials);
      }
    }
  }
}
