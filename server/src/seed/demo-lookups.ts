import type { DB } from '../db/database.js';
import {
  saveDemoAdPlatform,
  saveDemoDsp,
  saveDemoMediaApp,
  saveDemoPlatformAccounts,
} from '../modules/lookups/index.js';
import { seedDemoApps } from './demo-apps.js';
import { AD_PLATFORMS, DSPS, MEDIA_APPS, PLACEMENTS, PLATFORM_ACCOUNTS } from './demo-lookups-data.js';
import { seededRandom } from './seeded-random.js';

const DAY = 86_400_000;
/** Ad positions were created over this many days before the seed. */
const POSITION_SPAN_DAYS = 120;
const MAPPINGS_PER_DSP = 25;

/**
 * Placements of the app at `index`: 3 to 7 of them, rotating over the ad types so each app mixes kinds,
 * and over each type's placement kinds so no app gets the same placement twice.
 */
export function placementsOf(index: number): { ad_type: number; label: string; width: number; height: number }[] {
  const count = 3 + ((index * 7) % 5);
  return Array.from({ length: count }, (_, j) => {
    const adType = ((index + j * 2) % 5) + 1;
    const kinds = PLACEMENTS[adType]!;
    const [label, width, height] = kinds[(index + j) % kinds.length]!;
    return { ad_type: adType, label, width, height };
  });
}

/**
 * The demo's lookup rows, inside the demo seed's transaction: publisher apps with their ad positions, DSPs with
 * placement mappings, ad platforms, and the demo accounts' platform accounts and promoted apps.
 */
export async function seedDemoLookups(trx: DB, accountIds: Map<string, number>, now: number): Promise<void> {
  const random = seededRandom(20261121);
  const positionIds: number[] = [];
  for (const [i, [name, pkg_name, platform]] of MEDIA_APPS.entries()) {
    const appTime = now - (POSITION_SPAN_DAYS + MEDIA_APPS.length - i) * DAY;
    const positions = placementsOf(i).map((p, k) => ({
      name: p.label,
      ad_type: p.ad_type,
      width: p.width,
      height: p.height,
      // about one placement in seven is switched off
      status: (positionIds.length + k) % 7 === 3 ? 0 : 1,
      create_time: now - Math.floor(random() * POSITION_SPAN_DAYS * DAY),
    }));
    positionIds.push(...(await saveDemoMediaApp(trx, { name, pkg_name, platform, create_time: appTime }, positions)));
  }

  // Each DSP maps an evenly spaced slice of the positions, starting at a different place.
  const step = Math.max(1, Math.floor(positionIds.length / MAPPINGS_PER_DSP));
  for (const [d, dsp] of DSPS.entries()) {
    const picked = new Set<number>();
    for (let k = 0; k < MAPPINGS_PER_DSP && picked.size < positionIds.length; k++) {
      picked.add(positionIds[(d * 31 + k * step) % positionIds.length]!);
    }
    const mappings = [...picked].map((adpos_id, k) => ({
      adpos_id,
      phypos_id: dsp.placementId(10_000 + k * 137 + d * 7),
      status: k % 10 === 9 ? 0 : 1,
      create_time: now - (90 - k) * DAY,
    }));
    await saveDemoDsp(trx, { name: dsp.name, code: dsp.code, create_time: now - 200 * DAY }, mappings);
  }

  const platformIds = new Map<string, number>();
  for (const [name, code] of AD_PLATFORMS) {
    platformIds.set(code, await saveDemoAdPlatform(trx, { name, code, create_time: now - 365 * DAY }));
  }

  const platformName = new Map(AD_PLATFORMS.map(([name, code]) => [code, name]));
  await saveDemoPlatformAccounts(
    trx,
    Object.entries(PLATFORM_ACCOUNTS).flatMap(([account, links]) =>
      links.map(([code, external_id], k) => ({
        ad_platform_id: platformIds.get(code)!,
        account_id: accountIds.get(account)!,
        name: `${account} · ${platformName.get(code)}`,
        external_id,
        create_user_id: null,
        create_time: now - (60 - k * 5) * DAY,
      })),
    ),
  );

  await seedDemoApps(trx, accountIds, now);
}
