import { type AdPositionListQuery, type Country, LATEST_ADPOS_COUNT, type TargetCatalogue } from '@adconsole/contract';
import type { DB } from '../../db/database.js';
import { countryCatalogue, orderCountries } from './countries.js';
import * as repo from './lookups.repo.js';
import { buildTargetCatalogue } from './target-catalogue.js';

// Platform catalogues: the same for every signed-in user (docs/decisions/lookups.md).

export function mediaApps(db: DB) {
  return repo.listMediaApps(db);
}

export function adPositions(db: DB) {
  return repo.listAdPositions(db);
}

/** The LATEST_ADPOS_COUNT newest ad positions, newest first. */
export function latestAdPositions(db: DB) {
  return repo.latestAdPositions(db, LATEST_ADPOS_COUNT);
}

export function adPositionPage(db: DB, query: AdPositionListQuery) {
  return repo.pageAdPositions(db, query);
}

export function dspMappings(db: DB) {
  return repo.listDspMappings(db);
}

export function adPlatforms(db: DB) {
  return repo.listAdPlatforms(db);
}

/** The country list: ALL first, OTHER last, the rest by code, each with its English and Chinese name. */
export async function countryList(db: DB): Promise<Country[]> {
  const rows = orderCountries(await repo.listCountries(db));
  return rows.map((c) => ({ Key: c.code, name_en: c.name_en, name_zh: c.name_zh }));
}

export async function targetCatalogue(db: DB): Promise<TargetCatalogue> {
  return buildTargetCatalogue(await repo.listCountries(db));
}

/**
 * Adds the countries the table lacks (all of them on a new database, new ISO codes after a package update).
 * Runs on every start in every mode: countries are catalogue data, not demo data. Answers how many were added.
 */
export async function syncCountries(db: DB): Promise<number> {
  const have = await repo.countryCodes(db);
  const missing = countryCatalogue().filter((c) => !have.has(c.code));
  await repo.insertCountries(db, missing);
  return missing.length;
}

/** The codes of every known country: what a targeting's country list is checked against. */
export const countryCodes = (db: DB) => repo.countryCodes(db);
