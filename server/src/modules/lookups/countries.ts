import { createRequire } from 'node:module';
import { COUNTRY_ALL, COUNTRY_OTHER, type ContinentCode } from '@adconsole/contract';
import { countries as countryFacts, type TCountryCode } from 'countries-list';
import type IsoCountries from 'i18n-iso-countries';

/** One row of the country table. */
export interface CountryRow {
  code: string;
  name_en: string;
  name_zh: string;
  continent: ContinentCode | null;
}

// countries-list names continents by two letters that clash with country codes (AS, NA, SA, AF); the catalogue
// uses words instead so a continent and a country can sit in one tree.
const CONTINENTS: Record<string, ContinentCode> = {
  AF: 'africa',
  AN: 'antarctica',
  AS: 'asia',
  EU: 'europe',
  NA: 'north_america',
  OC: 'oceania',
  SA: 'south_america',
};

/** The pseudo-countries around the ISO list: "all countries" and "other / unknown". */
export const PSEUDO_COUNTRIES: CountryRow[] = [
  { code: COUNTRY_ALL, name_en: 'All countries', name_zh: '全部国家', continent: null },
  { code: COUNTRY_OTHER, name_en: 'Other', name_zh: '其他', continent: null },
];

/**
 * The country names in the two languages the catalogue keeps: the package's own entry point registers all of its
 * eighty-odd languages, about 2 MB of a server's heap for its life, to read two of them once at start.
 */
function isoCountryNames(): typeof IsoCountries {
  const require = createRequire(import.meta.url);
  const names: typeof IsoCountries = require('i18n-iso-countries/index.js');
  names.registerLocale(require('i18n-iso-countries/langs/en.json'));
  names.registerLocale(require('i18n-iso-countries/langs/zh.json'));
  return names;
}

/**
 * Every ISO 3166-1 country with its English and Chinese name (i18n-iso-countries) and its continent
 * (countries-list), plus the pseudo-countries.
 */
export function countryCatalogue(): CountryRow[] {
  const isoCountries = isoCountryNames();
  const en = isoCountries.getNames('en', { select: 'official' });
  const zh = isoCountries.getNames('zh', { select: 'official' });
  const rows = Object.keys(en).map((code) => {
    const continent = countryFacts[code as TCountryCode]?.continent;
    return {
      code,
      name_en: en[code] ?? code,
      name_zh: zh[code] ?? en[code] ?? code,
      continent: continent ? (CONTINENTS[continent] ?? null) : null,
    };
  });
  return [...PSEUDO_COUNTRIES, ...rows];
}

/** The country list's order: ALL first, OTHER last, the rest alphabetical by code. */
export function orderCountries<T extends { code: string }>(rows: T[]): T[] {
  const rank = (code: string) => (code === COUNTRY_ALL ? 0 : code === COUNTRY_OTHER ? 2 : 1);
  return [...rows].sort((a, b) => rank(a.code) - rank(b.code) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
