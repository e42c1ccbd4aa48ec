/**
 * The delivery-statistics benchmarks' fixtures: a fresh database of an engine (migrated and with its administrator by
 * the server's own start-up), and the advertising tree the statistics hang from (accounts, one campaign per 20 ads,
 * ad groups of 5 ads, media apps with two ad positions each), written straight to the database in multi-row inserts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgAdminQuery, pgDatabaseUrl } from '@adconsole/testkit';
import { createServer, loadConfig, openDatabase } from '../../server/src/public-engine.js';

export const PG_BASE = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PASSWORD = 'bench-stats-1';

export interface BenchDatabase {
  engine: string;
  dataDir: string;
  /** the server's environment for this database */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh, migrated database of `engine`, its administrator made (no demo data). */
export async function freshDatabase(engine: string, tag: string, keepName?: string): Promise<BenchDatabase> {
  const dataDir = keepName ?? fs.mkdtempSync(path.join(os.tmpdir(), `adconsole-${tag}-${engine}-`));
  const dbName = `adconsole_${tag.replace(/-/g, '_')}_${keepName ? 'kept' : Date.now()}`;
  const env: Record<string, string> = { SEED: 'none', ADMIN_PASSWORD: PASSWORD, DATA_DIR: path.join(dataDir, 'data') };
  if (engine === 'postgres') {
    await pgAdminQuery(`create database ${dbName}`, PG_BASE);
    env.DATABASE_URL = pgDatabaseUrl(dbName, PG_BASE);
  }
  const server = await createServer(loadConfig({ ...env, PUBLIC_ORIGIN: 'http://localhost' }), false);
  await server.close();
  return {
    engine,
    dataDir,
    env,
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (engine === 'postgres') await pgAdminQuery(`drop database if exists ${dbName} with (force)`, PG_BASE);
    },
  };
}

export interface BenchAd {
  id: number;
  account_id: number;
  campaign_id: number;
  ad_group_id: number;
  media_app_id: number;
  ad_position_id: number;
  ad_type: number;
}

const ADS_PER_GROUP = 5;
const GROUPS_PER_CAMPAIGN = 4;
const APPS = 10;

async function insertIds<T>(
  db: ReturnType<typeof openDatabase>['db'],
  table: string,
  rows: T[],
  per = 500,
): Promise<number[]> {
  const ids: number[] = [];
  for (let at = 0; at < rows.length; at += per) {
    const got = await db
      // biome-ignore lint/suspicious/noExplicitAny: the fixture writes several tables through one helper
      .insertInto(table as any)
      // biome-ignore lint/suspicious/noExplicitAny: see above
      .values(rows.slice(at, at + per) as any)
      .returning('id')
      .execute();
    ids.push(...got.map((r) => Number((r as { id: number }).id)));
  }
  return ids;
}

/**
 * Writes `accounts` accounts and `ads` ads spread evenly over them (ads / accounts each, in campaigns of 20 ads and
 * ad groups of 5), 10 media apps of two ad positions each; each ad placed on one position. Answers the ads.
 */
export async function makeAds(env: Record<string, string>, accounts: number, ads: number): Promise<BenchAd[]> {
  const handle = openDatabase(env.DATABASE_URL ?? null, env.DATA_DIR!);
  const { db } = handle;
  try {
    const now = Date.now();
    const appIds = await insertIds(
      db,
      'media_app',
      Array.from({ length: APPS }, (_, i) => ({
        name: `Bench app ${i + 1}`,
        pkg_name: `com.bench.app${i + 1}`,
        platform: 1,
        create_time: now,
      })),
    );
    const positionRows = appIds.flatMap((app_id, i) =>
      [0, 1].map((j) => ({
        app_id,
        name: `Bench position ${i + 1}.${j + 1}`,
        ad_type: ((i * 2 + j) % 5) + 1,
        width: 320,
        height: 50,
        create_time: now,
      })),
    );
    const positionIds = await insertIds(db, 'ad_position', positionRows);
    const accountIds = await insertIds(
      db,
      'account',
      Array.from({ length: accounts }, (_, i) => ({ account_name: `Bench account ${i + 1}`, create_time: now })),
    );
    const perAccount = Math.ceil(ads / accounts);
    const campaignsPerAccount = Math.ceil(perAccount / (ADS_PER_GROUP * GROUPS_PER_CAMPAIGN));
    const campaignRows = accountIds.flatMap((account_id, a) =>
      Array.from({ length: campaignsPerAccount }, (_, c) => ({
        account_id,
        name: `Bench campaign ${a + 1}.${c + 1}`,
        start_time: now - 100 * 86_400_000,
        create_time: now,
        modify_time: now,
      })),
    );
    const campaignIds = await insertIds(db, 'campaign', campaignRows);
    const groupRows = campaignIds.flatMap((campaign_id, c) =>
      Array.from({ length: GROUPS_PER_CAMPAIGN }, (_, g) => ({
        campaign_id,
        name: `Bench ad group ${c + 1}.${g + 1}`,
        create_time: now,
      })),
    );
    const groupIds = await insertIds(db, 'ad_group', groupRows);
    const out: Omit<BenchAd, 'id'>[] = [];
    for (let a = 0; a < accounts; a++) {
      for (let k = 0; k < perAccount && out.length < ads; k++) {
        const g = a * campaignsPerAccount * GROUPS_PER_CAMPAIGN + Math.floor(k / ADS_PER_GROUP);
        const p = out.length % positionIds.length;
        out.push({
          account_id: accountIds[a]!,
          campaign_id: campaignIds[Math.floor(g / GROUPS_PER_CAMPAIGN)]!,
          ad_group_id: groupIds[g]!,
          media_app_id: positionRows[p]!.app_id,
          ad_position_id: positionIds[p]!,
          ad_type: positionRows[p]!.ad_type,
        });
      }
    }
    const adIds = await insertIds(
      db,
      'ad',
      out.map((o, i) => ({
        ad_group_id: o.ad_group_id,
        account_id: o.account_id,
        name: `Bench ad ${i + 1}`,
        create_time: now,
      })),
    );
    return out.map((o, i) => ({ ...o, id: adIds[i]! }));
  } finally {
    await handle.close();
  }
}

/** The first `n` country codes of the catalogue. */
export async function countryCodes(env: Record<string, string>, n: number): Promise<string[]> {
  const handle = openDatabase(env.DATABASE_URL ?? null, env.DATA_DIR!);
  try {
    const rows = await handle.db.selectFrom('country').select('code').orderBy('code').limit(n).execute();
    return rows.map((r) => r.code);
  } finally {
    await handle.close();
  }
}

/**
 * The spend summed over the stored lines, the daily rollup and the campaign summary: after a run all three equal what
 * was sent (a benchmark whose writes went wrong says so instead of printing a fast figure).
 */
export async function spendTotals(
  env: Record<string, string>,
): Promise<{ lines: number; days: number; summary: number }> {
  const handle = openDatabase(env.DATABASE_URL ?? null, env.DATA_DIR!);
  try {
    const db = handle.db;
    const total = async (table: 'delivery_stat_hour' | 'delivery_stat_day' | 'delivery_stat_summary') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.sum<number>('spend').as('s'))
            .executeTakeFirst()
        )?.s ?? 0,
      );
    return {
      lines: await total('delivery_stat_hour'),
      days: await total('delivery_stat_day'),
      summary: await total('delivery_stat_summary'),
    };
  } finally {
    await handle.close();
  }
}
