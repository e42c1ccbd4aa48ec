import { MENUS } from '@adconsole/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enUS from './en-US';
import zhCN from './zh-CN';

const SPEC_MENU_AREAS = [
  'app',
  'adspace',
  'mediation',
  'shareRatio',
  'dsp',
  'ssp',
  'adnetwork',
  'report',
  'sku',
  'integralWall',
  'billing',
  'toolkit',
  'apiChannel',
];
const CATALOGUE_CODES = [10001, 10002, 10010, 10021, 10100, 10101, 10102, 10200, 10201];

describe('locales', () => {
  it('zh-CN and en-US have exactly the same keys', () => {
    const zh = Object.keys(zhCN).sort();
    const en = Object.keys(enUS).sort();
    expect(en.filter((key) => !zh.includes(key))).toEqual([]);
    expect(zh.filter((key) => !en.includes(key))).toEqual([]);
  });

  it('no text is empty, and both languages use the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, zh] of Object.entries(zhCN)) {
      const en = (enUS as Record<string, string>)[key] ?? '';
      expect(zh.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
      expect(placeholders(en), key).toEqual(placeholders(zh));
    }
  });

  it('titles every contract menu and every menu area of the spec', () => {
    for (const name of [...Object.keys(MENUS), ...SPEC_MENU_AREAS]) {
      expect(zhCN, name).toHaveProperty([`menu.${name}`]);
    }
  });

  it('translates every business code of the error catalogue', () => {
    for (const code of CATALOGUE_CODES) expect(zhCN).toHaveProperty([`errors.${code}`]);
    expect(enUS['errors.10101']).toContain('{{seconds}}');
  });

  it('keeps the spec wording of the English session and permission messages', () => {
    expect(enUS['session.login.shareidRequired']).toBe('SHAREid is Required !');
    expect(enUS['session.login.passwordRequired']).toBe('Password is Required !');
    expect(enUS['errors.http.401']).toBe('token invalid, please log in again');
    expect(enUS['errors.http.402']).toBe('you do not have permission to access this page');
    expect(enUS['errors.http.403']).toBe('no operation permission (contact the administrator)');
    expect(enUS['errors.noAuth']).toBe('You do not have permission for this interface, contact the administrator');
    expect(enUS['errors.network']).toBe('Network Error');
  });

  it('has a singular form for every English text that counts things', () => {
    // "{{count}} ad groups", "Delete the {{count}} selected ads?": read wrong for one unless a _one form exists
    const countsNouns = /\{\{(count|num|n|total)\}\}(\s+[A-Za-z-]+){1,2}s\b/;
    const neverOne = ['audiences.form.days'];
    const en = enUS as Record<string, string>;
    const lacking = Object.keys(en).filter(
      (key) =>
        countsNouns.test(en[key]!) &&
        !neverOne.includes(key) &&
        !(key.endsWith('_other') && `${key.slice(0, -6)}_one` in en),
    );
    expect(lacking).toEqual([]);
  });

  it('picks the singular for one in English and the one form Chinese has', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
      keySeparator: false,
      nsSeparator: false,
      fallbackLng: false,
    });
    expect(i18n.t('campaigns.groupCount', { lng: 'en-US', count: 1 })).toBe('1 ad group');
    expect(i18n.t('campaigns.groupCount', { lng: 'en-US', count: 3 })).toBe('3 ad groups');
    expect(i18n.t('campaigns.groupCount', { lng: 'zh-CN', count: 1 })).toBe('1 个广告组');
    expect(i18n.t('ads.delete.batchTitle', { lng: 'en-US', count: 1 })).toBe('Delete the selected ad?');
  });
});
