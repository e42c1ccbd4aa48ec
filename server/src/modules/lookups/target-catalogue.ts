import {
  type NamedTarget,
  TARGET_CODES,
  TARGET_NAMED,
  type TargetCatalogue,
  type TargetNode,
  type TargetOption,
} from '@adconsole/contract';
import type { CountryRow } from './countries.js';

const codes = (list: readonly string[]): TargetOption[] => list.map((code) => ({ code }));
const named = (list: readonly NamedTarget[]): TargetOption[] => list.map(({ code, name }) => ({ code, name }));

/**
 * The regions tree: continents in the contract's order, each with its countries sorted by English name.
 * Countries without a continent (the ALL and OTHER pseudo-countries) are not regions; empty continents are left out.
 */
export function regionTree(countries: Pick<CountryRow, 'code' | 'name_en' | 'name_zh' | 'continent'>[]): TargetNode[] {
  return TARGET_CODES.continent
    .map((continent) => ({
      code: continent,
      children: countries
        .filter((c) => c.continent === continent)
        .sort((a, b) => a.name_en.localeCompare(b.name_en, 'en'))
        .map((c) => ({ code: c.code, name: c.name_en, name_zh: c.name_zh })),
    }))
    .filter((node) => node.children.length > 0);
}

/** The ad targeting labels: fixed lists from the contract, regions from the countries. */
export function buildTargetCatalogue(countries: CountryRow[]): TargetCatalogue {
  return {
    payment_types: codes(TARGET_CODES.payment_types),
    trigger_modes: codes(TARGET_CODES.trigger_modes),
    regions: regionTree(countries),
    people: {
      gender: codes(TARGET_CODES.gender),
      age: codes(TARGET_CODES.age),
      interest: codes(TARGET_CODES.interest),
      income: codes(TARGET_CODES.income),
    },
    devices: {
      os: named(TARGET_NAMED.os),
      brand: named(TARGET_NAMED.brand),
      resolution: named(TARGET_NAMED.resolution),
      carrier: named(TARGET_NAMED.carrier),
      price: codes(TARGET_CODES.price),
      android_version: named(TARGET_NAMED.android_version),
    },
    languages: codes(TARGET_CODES.languages),
    networks: codes(TARGET_CODES.networks),
  };
}
