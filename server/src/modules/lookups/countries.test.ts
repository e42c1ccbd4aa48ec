import { COUNTRY_ALL, COUNTRY_OTHER, TARGET_CODES } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { countryCatalogue, orderCountries } from './countries.js';

describe('orderCountries', () => {
  it('puts ALL first, OTHER last and the rest alphabetically by code', () => {
    const rows = ['US', 'OTHER', 'CN', 'ALL', 'AE', 'ZW', 'BR'].map((code) => ({ code }));
    expect(orderCountries(rows).map((r) => r.code)).toEqual(['ALL', 'AE', 'BR', 'CN', 'US', 'ZW', 'OTHER']);
  });

  it('works without the pseudo-countries and leaves its input alone', () => {
    const rows = [{ code: 'IN' }, { code: 'ID' }];
    expect(orderCountries(rows).map((r) => r.code)).toEqual(['ID', 'IN']);
    expect(rows.map((r) => r.code)).toEqual(['IN', 'ID']);
  });
});

describe('countryCatalogue', () => {
  const rows = countryCatalogue();
  const byCode = new Map(rows.map((r) => [r.code, r]));

  it('holds every ISO 3166-1 country once, plus ALL and OTHER', () => {
    expect(byCode.size).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(249 + 2);
    expect(byCode.get(COUNTRY_ALL)?.continent).toBeNull();
    expect(byCode.get(COUNTRY_OTHER)?.continent).toBeNull();
  });

  it('names countries in English and Chinese', () => {
    expect(byCode.get('CN')).toMatchObject({ name_zh: '中国', continent: 'asia' });
    expect(byCode.get('DE')).toMatchObject({ name_en: 'Germany', name_zh: '德国', continent: 'europe' });
    expect(byCode.get('BR')?.name_en).toBe('Brazil');
  });

  it('places every real country in one of the contract continents, keeping clashing codes apart', () => {
    const continents: readonly string[] = TARGET_CODES.continent;
    for (const r of rows.filter((c) => c.code !== COUNTRY_ALL && c.code !== COUNTRY_OTHER)) {
      expect(continents, r.code).toContain(r.continent);
    }
    // AS, NA and SA are both continent letters and countries: American Samoa, Namibia, Saudi Arabia.
    expect(byCode.get('AS')?.continent).toBe('oceania');
    expect(byCode.get('NA')?.continent).toBe('africa');
    expect(byCode.get('SA')?.continent).toBe('asia');
  });
});
