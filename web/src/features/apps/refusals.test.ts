import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enApps from '../../locales/en-US/apps';
import enErrors from '../../locales/en-US/errors';
import { appRefusal } from './refusals';

beforeAll(async () => {
  await i18next.init({ lng: 'en-US', resources: { 'en-US': { translation: { ...enErrors, ...enApps } } } });
});

describe('promotion app refusals', () => {
  it('4001 reads as the catalogue says, with the campaigns that use the mapping', () => {
    expect(appRefusal(4001, { id: 3, campaign_ids: [11, 12] }, 'event mapping in use')).toBe(
      `${enErrors['errors.4001']} Campaigns using it: 11, 12`,
    );
    expect(appRefusal(4001, null)).toBe(enErrors['errors.4001']);
  });

  it('10300 names the campaigns that promote the app', () => {
    expect(appRefusal(10300, { id: 1, campaign_count: 1, campaign_ids: [5] })).toBe(
      `${enErrors['errors.10300']} Campaigns promoting it: 5`,
    );
  });

  it('10301 names the accounts that already hold the package name in the store', () => {
    const text = appRefusal(10301, {
      pkg_name: 'a.b',
      app_store: 1,
      account_ids: [2],
      account_names: ['Galaxy Games'],
    });
    expect(text).toContain(enErrors['errors.10301']);
    expect(text).toContain('Galaxy Games');
  });
});
