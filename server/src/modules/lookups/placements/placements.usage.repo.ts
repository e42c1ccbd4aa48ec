import type { PlacementUser } from '@adconsole/contract';
import type { DB } from '../../../db/database.js';

// Who still uses a catalogue entry, for the refusal of its delete: the first few users and how many in all.

export interface Usage {
  users: PlacementUser[];
  total: number;
}

const DELETED = -1;
const num = (n: number | string | bigint | null | undefined) => Number(n ?? 0);

/** The positions of a media app. */
export async function mediaAppUsage(db: DB, appId: number, shown: number): Promise<Usage> {
  const base = db.selectFrom('ad_position').where('app_id', '=', appId);
  const [rows, total] = await Promise.all([
    base.select(['id', 'name']).orderBy('id').limit(shown).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    users: rows.map((r) => ({ kind: 'ad_position', id: r.id, name: r.name, account_id: null, account_name: null })),
    total: num(total.n),
  };
}

/** The ads (of any account, not deleted) placed in a position, then the DSP mappings onto it. */
export async function adPositionUsage(db: DB, adposId: number, shown: number): Promise<Usage> {
  const ads = db
    .selectFrom('ad')
    .innerJoin('ad_group as g', 'g.id', 'ad.ad_group_id')
    .innerJoin('campaign as c', 'c.id', 'g.campaign_id')
    .where('ad.adpos_id', '=', adposId)
    .where('ad.status', '<>', DELETED)
    .where('g.status', '<>', DELETED)
    .where('c.status', '<>', DELETED);
  const maps = db
    .selectFrom('dsp_phypos_mapping as m')
    .innerJoin('dsp as d', 'd.id', 'm.dsp_id')
    .where('m.adpos_id', '=', adposId);
  const [adRows, adCount, mapRows, mapCount] = await Promise.all([
    ads
      .leftJoin('account as acc', 'acc.id', 'ad.account_id')
      .select(['ad.id', 'ad.name', 'ad.account_id', 'acc.account_name'])
      .orderBy('ad.id')
      .limit(shown)
      .execute(),
    ads.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    maps.select(['m.id', 'd.name as dsp_name', 'm.phypos_id']).orderBy('m.id').limit(shown).execute(),
    maps.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const users: PlacementUser[] = [
    ...adRows.map((r) => ({
      kind: 'ad' as const,
      id: r.id,
      name: r.name,
      account_id: r.account_id,
      account_name: r.account_name ?? null,
    })),
    ...mapRows.map((r) => ({
      kind: 'dsp_mapping' as const,
      id: r.id,
      name: `${r.dsp_name} ${r.phypos_id}`,
      account_id: null,
      account_name: null,
    })),
  ];
  return { users: users.slice(0, shown), total: num(adCount.n) + num(mapCount.n) };
}

/** The placement mappings of a DSP. */
export async function dspUsage(db: DB, dspId: number, shown: number): Promise<Usage> {
  const base = db
    .selectFrom('dsp_phypos_mapping as m')
    .innerJoin('ad_position as p', 'p.id', 'm.adpos_id')
    .where('m.dsp_id', '=', dspId);
  const [rows, total] = await Promise.all([
    base.select(['m.id', 'm.phypos_id', 'p.name']).orderBy('m.id').limit(shown).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    users: rows.map((r) => ({
      kind: 'dsp_mapping',
      id: r.id,
      name: `${r.phypos_id} → ${r.name}`,
      account_id: null,
      account_name: null,
    })),
    total: num(total.n),
  };
}

/** The advertisers' accounts linked on an ad platform. */
export async function adPlatformUsage(db: DB, platformId: number, shown: number): Promise<Usage> {
  const base = db.selectFrom('ad_platform_account as pa').where('pa.ad_platform_id', '=', platformId);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('account as acc', 'acc.id', 'pa.account_id')
      .select(['pa.id', 'pa.name', 'pa.account_id', 'acc.account_name'])
      .orderBy('pa.id')
      .limit(shown)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    users: rows.map((r) => ({
      kind: 'platform_account',
      id: r.id,
      name: r.name,
      account_id: r.account_id,
      account_name: r.account_name ?? null,
    })),
    total: num(total.n),
  };
}
