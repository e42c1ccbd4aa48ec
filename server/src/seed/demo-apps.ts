import { AppStore, EventType, PromotionType } from '@adconsole/contract';
import type { DB } from '../db/database.js';
import { saveDemoApp } from '../modules/apps/index.js';
import { AD_APPS } from './demo-lookups-data.js';

const DAY = 86_400_000;

/** Where each store's app page lives (a promotion link of the demo). */
const STORE_LINKS: Record<number, (pkg: string) => string> = {
  [AppStore.GOOGLE_PLAY]: (pkg) => `https://play.google.com/store/apps/details?id=${pkg}`,
  [AppStore.XIAOMI]: (pkg) => `https://app.mi.com/details?id=${pkg}`,
  [AppStore.HUAWEI]: (pkg) => `https://appgallery.huawei.com/app/${pkg}`,
  [AppStore.VIVO]: (pkg) => `https://h5coml.vivo.com.cn/h5coml/appdetail_h5/browser_v2/index.html?appId=${pkg}`,
  [AppStore.OPPO]: (pkg) => `https://store.heytapimage.com/app/${pkg}`,
  [AppStore.APK]: (pkg) => `https://downloads.example.com/apk/${pkg}.apk`,
};

/** Apps that other accounts promote too (app name → the further accounts). */
const SHARED: Record<string, string[]> = {
  'Galaxy Merge Quest': ['Orchid Shopping'],
  'Pixel Photo Editor': ['Lotus Finance', 'Maple Education'],
  'Comet Music Player': ['Jade Mobility'],
};

/** The event mappings of each account's first app. */
const FIRST_APP_MAPPINGS: [string, number][] = [
  ['first_open', EventType.ACTIVATION],
  ['af_complete_registration', EventType.REGISTRATION],
  ['af_purchase', EventType.PURCHASE],
];

/**
 * The demo's promotion apps (ad products): each account's apps, linked to it (a few to other accounts too), with
 * store links, version requirements and, for each account's first app, three event mappings. Demo apps carry no
 * icon file; the web shows its placeholder.
 */
export async function seedDemoApps(trx: DB, accountIds: Map<string, number>, now: number): Promise<void> {
  for (const [account, list] of Object.entries(AD_APPS)) {
    for (const [k, [name, pkg_name, app_store]] of list.entries()) {
      const created = now - (100 - k * 10) * DAY;
      const owner = accountIds.get(account)!;
      const promotion_link = STORE_LINKS[app_store]!(pkg_name);
      const row = {
        account_id: owner,
        name,
        pkg_name,
        app_store,
        platform: 1,
        promotion_type: PromotionType.MOBILE_APP,
        promotion_link,
        version: k % 2 === 0 ? '5.0' : '4.4.2',
        description: `${name}, promoted by ${account}`,
        icon_url: '',
        icon_file_id: null,
        create_user_id: null,
        delete_user_id: null,
        delete_operator: null,
        delete_time: null,
        create_time: created,
        update_time: created,
      };
      const linked = [owner, ...(SHARED[name] ?? []).map((a) => accountIds.get(a)!)];
      const links = linked.map((account_id, j) => ({
        account_id,
        app_store,
        promotion_type: PromotionType.MOBILE_APP,
        promotion_link,
        pkg_name,
        create_time: created + j * DAY,
      }));
      // the account's first app maps the conversion events
      const mappings = (k > 0 ? [] : FIRST_APP_MAPPINGS).map(([event_name, event_type], j) => ({
        event_name,
        event_type,
        create_user_id: null,
        create_time: created + j * 1000,
      }));
      await saveDemoApp(trx, { row, links, mappings });
    }
  }
}
