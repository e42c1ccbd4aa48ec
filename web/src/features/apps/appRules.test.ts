import type { PromotionAppItem } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import {
  createBody,
  editBody,
  emptyValues,
  eventNameProblem,
  iconSizeProblem,
  isIconFileName,
  linkProblem,
  linksProblem,
  pkgNameProblem,
  valuesOf,
  versionProblem,
} from './appRules';

const item: PromotionAppItem = {
  id: 7,
  promotion_app_id: 7,
  ad_product_id: 7,
  name: 'Galaxy Quest',
  pkg_name: 'com.galaxy.quest',
  icon_url: '/files/icon.png',
  icon_file_id: 31,
  app_store: 1,
  promotion_type: 1,
  platform: 1,
  promotion_link: 'https://play.google.com/store/apps/details?id=com.galaxy.quest',
  version: '2.1',
  description: 'space',
  url: 'https://play.google.com/store/apps/details?id=com.galaxy.quest',
  account_id: 1,
  account_name: 'Galaxy Games',
  accounts: [
    { account_id: 1, account_name: 'Galaxy Games' },
    { account_id: 4, account_name: 'Nimbus Video' },
  ],
  name_of_acc: 'Galaxy Games, Nimbus Video',
  account_count: 2,
  event_mapping_count: 0,
  create_user_id: 1,
  create_time: 0,
  update_time: 0,
};

describe('promotion app field rules (checked as the user types)', () => {
  it('a package name holds letters, digits, dots and underscores only', () => {
    expect(pkgNameProblem('com.example_game2')).toBeNull();
    expect(pkgNameProblem('  com.example  ')).toBeNull();
    expect(pkgNameProblem('')).toBe('apps.rule.pkgRequired');
    expect(pkgNameProblem('com.exa-mple')).toBe('apps.rule.pkg');
    expect(pkgNameProblem('com example')).toBe('apps.rule.pkg');
    expect(pkgNameProblem('com.例子')).toBe('apps.rule.pkg');
    expect(pkgNameProblem('a'.repeat(201))).toBe('apps.rule.max');
  });

  it('a version requirement is optional and reads x.x or x.x.x', () => {
    expect(versionProblem('')).toBeNull();
    expect(versionProblem('2.1')).toBeNull();
    expect(versionProblem('10.0.12')).toBeNull();
    expect(versionProblem('2')).toBe('apps.rule.version');
    expect(versionProblem('2.1.')).toBe('apps.rule.version');
    expect(versionProblem('1.2.3.4')).toBe('apps.rule.version');
    expect(versionProblem('v2.1')).toBe('apps.rule.version');
  });

  it('a promotion link is an http or https address', () => {
    expect(linkProblem('https://play.google.com/store/apps/details?id=a.b')).toBeNull();
    expect(linkProblem('http://example.com')).toBeNull();
    expect(linkProblem('')).toBe('apps.rule.linkRequired');
    expect(linkProblem('ftp://example.com/app.apk')).toBe('apps.rule.link');
    expect(linkProblem('market://details?id=a.b')).toBe('apps.rule.link');
    expect(linkProblem('example.com')).toBe('apps.rule.link');
  });

  it('an event name follows the contract', () => {
    expect(eventNameProblem('af_purchase')).toBeNull();
    expect(eventNameProblem('level-up.2')).toBeNull();
    expect(eventNameProblem(' ')).toBe('apps.rule.eventNameRequired');
    expect(eventNameProblem('add to cart')).toBe('apps.rule.eventName');
  });

  it('an icon is a JPG, PNG or GIF of an icon size; square and 160x160 are only suggested', () => {
    expect(isIconFileName('icon.PNG')).toBe(true);
    expect(isIconFileName('icon.jpeg')).toBe(true);
    expect(isIconFileName('icon.webp')).toBe(false);
    expect(isIconFileName('icon')).toBe(false);
    expect(iconSizeProblem({ width: 160, height: 160 })).toBeNull();
    expect(iconSizeProblem({ width: 512, height: 512 })).toBeNull();
    expect(iconSizeProblem({ width: 160, height: 120 })).toBeNull();
    expect(iconSizeProblem({ width: 20, height: 20 })).toEqual({ key: 'apps.rule.iconSmall', width: 20, height: 20 });
    expect(iconSizeProblem({ width: 5000, height: 5000 })).toMatchObject({ key: 'apps.rule.iconLarge' });
    expect(iconSizeProblem({ width: 640, height: 100 })).toMatchObject({ key: 'apps.rule.iconRatio' });
    expect(iconSizeProblem(null)).toEqual({ key: 'apps.rule.iconUnreadable' });
  });
});

describe('promotion app bodies', () => {
  it('a new app sends every field, trimmed, without an empty version', () => {
    const body = createBody({
      ...emptyValues(),
      name: ' Comet ',
      pkg_name: 'com.comet ',
      promotion_link: ' https://example.com/comet ',
      account_ids: [3, 5],
      icon: { file_id: 9, url: '/f/9.png' },
    });
    expect(body).toEqual({
      name: 'Comet',
      pkg_name: 'com.comet',
      app_store: 1,
      promotion_type: 1,
      platform: 1,
      promotion_link: 'https://example.com/comet',
      description: '',
      icon_file_id: 9,
      account_ids: [3, 5],
    });
  });

  it('an edit sends the id and only what changed; nothing changed answers null', () => {
    const values = valuesOf(item);
    expect(editBody(item, values)).toBeNull();
    expect(editBody(item, { ...values, account_ids: [4, 1] })).toBeNull();
    expect(
      editBody(item, {
        ...values,
        name: 'Galaxy Quest 2',
        version: '',
        app_store: 3,
        account_ids: [1],
        icon: { file_id: 40, url: '/f/40.png' },
      }),
    ).toEqual({ id: 7, name: 'Galaxy Quest 2', version: '', app_store: 3, account_ids: [1], icon_file_id: 40 });
  });

  it('sends the own listings of linked accounts only, trimmed, and checks each link', () => {
    const values = valuesOf(item);
    const own = { app_store: 3, promotion_type: 1, promotion_link: ' https://x.test/b ' };
    const links = { 4: own, 9: { ...own, promotion_link: 'nope' } };
    expect(editBody(item, { ...values, links })).toEqual({
      id: 7,
      links: [{ account_id: 4, app_store: 3, promotion_type: 1, promotion_link: 'https://x.test/b' }],
    });
    expect(linksProblem({ account_ids: [1, 4], links })).toBeNull();
    expect(linksProblem({ account_ids: [9], links })).toBe('apps.rule.link');
  });
});
