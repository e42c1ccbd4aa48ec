import { describe, expect, it } from 'vitest';
import {
  APP_VERSION_PATTERN,
  iconSizeMessage,
  iconSizeProblem,
  PKG_NAME_PATTERN,
  promotionAppCreateRequest,
  promotionAppEditRequest,
  promotionAppKeyMatchQuery,
  promotionAppListQuery,
} from './apps.js';
import { isHttpUrl } from './text-rules.js';

const fields = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => [
  ...new Set(result.error?.issues.map((i) => i.path.join('.')) ?? []),
];

const body = {
  name: ' Merge Quest ',
  pkg_name: 'com.galaxy.merge_quest2',
  app_store: 1,
  promotion_link: 'https://play.google.com/store/apps/details?id=com.galaxy.merge_quest2',
  icon_file_id: 7,
  account_ids: [3],
};

describe('promotion app rules', () => {
  it('package names: letters, digits, dot and underscore only', () => {
    for (const ok of ['com.a.b', 'A_1.b2', 'x']) expect(PKG_NAME_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['com-a', 'com a', 'cóm.a', 'com/a', '']) expect(PKG_NAME_PATTERN.test(bad), bad).toBe(false);
  });

  it('versions: x.x or x.x.x', () => {
    for (const ok of ['1.0', '10.2.33']) expect(APP_VERSION_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['1', '1.2.3.4', 'v1.2', '1.x', '1..2']) expect(APP_VERSION_PATTERN.test(bad), bad).toBe(false);
  });

  it('promotion links: http or https with a host', () => {
    expect(isHttpUrl('https://example.com/a?b=1')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    for (const bad of ['ftp://example.com', 'mailto:a@b.c', 'example.com', 'https://', '']) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });
});

describe('promotionAppCreateRequest', () => {
  it('trims, and fills type 1 (mobile app), platform 1 (Android) and an empty description', () => {
    expect(promotionAppCreateRequest.parse(body)).toMatchObject({
      name: 'Merge Quest',
      promotion_type: 1,
      platform: 1,
      description: '',
    });
  });

  it('names every bad field', () => {
    const result = promotionAppCreateRequest.safeParse({
      ...body,
      pkg_name: 'com-bad',
      version: '1',
      app_store: 7,
      promotion_link: 'ftp://x',
      account_ids: [],
      icon_file_id: undefined,
    });
    expect(fields(result).sort()).toEqual(
      ['account_ids', 'app_store', 'icon_file_id', 'pkg_name', 'promotion_link', 'version'].sort(),
    );
  });

  it('knows the disabled values (the server refuses them as disabled), not others', () => {
    expect(promotionAppCreateRequest.safeParse({ ...body, promotion_type: 2, platform: 2 }).success).toBe(true);
    expect(fields(promotionAppCreateRequest.safeParse({ ...body, promotion_type: 3, platform: 0 })).sort()).toEqual([
      'platform',
      'promotion_type',
    ]);
  });
});

describe('promotionAppEditRequest', () => {
  it('needs a field to change; an empty version clears it', () => {
    expect(fields(promotionAppEditRequest.safeParse({ id: 1 }))).toEqual(['id']);
    expect(promotionAppEditRequest.parse({ id: 1, version: '' })).toEqual({ id: 1, version: '' });
  });
});

describe('list and key-match queries', () => {
  it('read a filter as one value or several, blanks dropped, with the spec page names', () => {
    expect(promotionAppListQuery.parse({ pkg_name: 'com.a', name: ['A', ' ', 'B'], name_of_acc: '' })).toEqual({
      page: 1,
      pagesize: 10,
      pkg_name: ['com.a'],
      name: ['A', 'B'],
      name_of_acc: undefined,
      promotion_app_id: undefined,
    });
  });

  it('takes only the four fields, and no keyword as an empty one', () => {
    expect(promotionAppKeyMatchQuery.parse({ field: 'name_of_acc' })).toEqual({ field: 'name_of_acc', keyword: '' });
    expect(promotionAppKeyMatchQuery.safeParse({ field: 'icon_url', keyword: 'a' }).success).toBe(false);
  });
});

describe('iconSizeProblem', () => {
  it('takes a square or a near-square icon within the bounds, refuses a speck, a giant and a banner', () => {
    expect(iconSizeProblem(160, 160)).toBeNull();
    expect(iconSizeProblem(320, 180)).toBeNull();
    expect(iconSizeProblem(400, 100)).toBeNull();
    expect(iconSizeProblem(31, 31)).toBe('small');
    expect(iconSizeProblem(4097, 4096)).toBe('large');
    expect(iconSizeProblem(401, 100)).toBe('ratio');
    expect(iconSizeMessage(640, 100)).toContain('640x100');
    expect(iconSizeMessage(160, 160)).toBeNull();
  });
});
