import { TARGET_CODES, TARGET_NAMED } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { type CountryRow, PSEUDO_COUNTRIES } from './countries.js';
import { buildTargetCatalogue, regionTree } from './target-catalogue.js';

const countries: CountryRow[] = [
  ...PSEUDO_COUNTRIES,
  { code: 'JP', name_en: 'Japan', name_zh: '日本', continent: 'asia' },
  { code: 'CN', name_en: "People's Republic of China", name_zh: '中国', continent: 'asia' },
  { code: 'IN', name_en: 'India', name_zh: '印度', continent: 'asia' },
  { code: 'FR', name_en: 'France', name_zh: '法国', continent: 'europe' },
];

describe('regionTree', () => {
  it('groups countries under continents in the contract order, countries by English name', () => {
    expect(regionTree(countries)).toEqual([
      {
        code: 'asia',
        children: [
          { code: 'IN', name: 'India', name_zh: '印度' },
          { code: 'JP', name: 'Japan', name_zh: '日本' },
          { code: 'CN', name: "People's Republic of China", name_zh: '中国' },
        ],
      },
      { code: 'europe', children: [{ code: 'FR', name: 'France', name_zh: '法国' }] },
    ]);
  });

  it('leaves out the pseudo-countries and empty continents', () => {
    const codes = JSON.stringify(regionTree(countries));
    expect(codes).not.toContain('"ALL"');
    expect(codes).not.toContain('"OTHER"');
    expect(codes).not.toContain('africa');
  });
});

describe('buildTargetCatalogue', () => {
  const catalogue = buildTargetCatalogue(countries);

  it('answers the contract codes in order, translated groups without names', () => {
    expect(catalogue.payment_types).toEqual([{ code: 'CPD' }, { code: 'CPM' }, { code: 'CPC' }, { code: 'CPI' }]);
    expect(catalogue.trigger_modes.map((o) => o.code)).toEqual(['download', 'browser', 'webview', 'deeplink']);
    expect(catalogue.networks.map((o) => o.code)).toEqual(['wifi', '2g', '3g', '4g', '5g']);
    expect(catalogue.people.age.map((o) => o.code)).toEqual([...TARGET_CODES.age]);
    expect(catalogue.languages.every((o) => o.name === undefined)).toBe(true);
  });

  it('names the proper nouns', () => {
    expect(catalogue.devices.brand).toEqual(TARGET_NAMED.brand.map(({ code, name }) => ({ code, name })));
    expect(catalogue.devices.carrier.every((o) => o.name && o.name.length > 0)).toBe(true);
    expect(catalogue.devices.android_version.at(-1)).toEqual({ code: 'android_15', name: 'Android 15' });
  });

  it('uses locale-safe codes: no dot, which i18next reads as a key separator', () => {
    const all = Object.values(TARGET_CODES).flat();
    expect(all.filter((code) => code.includes('.'))).toEqual([]);
  });
});
