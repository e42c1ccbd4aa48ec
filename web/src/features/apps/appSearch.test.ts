import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { decodeValue } from '../../kit/listQuery';
import { APP_CODECS, appFields, appQuery, isFiltered } from './appSearch';

describe('promotion app search', () => {
  it('sends the spec page and pagesize, and each filter as its chosen strings', () => {
    const query = appQuery({ page: 2, pageSize: 10, filters: { pkg_name: ['com.a', 'com.b'], name: [] } });
    expect(query).toEqual({
      page: 2,
      pagesize: 10,
      promotion_app_id: undefined,
      name: undefined,
      name_of_acc: undefined,
      pkg_name: ['com.a', 'com.b'],
    });
    expect(isFiltered(query)).toBe(true);
    expect(isFiltered(appQuery({ page: 1, pageSize: 10, filters: {} }))).toBe(false);
  });

  it('keeps an app id chosen from the matches as text, as list_key_match answered it', () => {
    const [id] = APP_CODECS;
    expect(decodeValue(id!, '12,7')).toEqual(['12', '7']);
    expect(appQuery({ page: 1, pageSize: 10, filters: { promotion_app_id: ['12'] } }).promotion_app_id).toEqual(['12']);
  });

  it('offers the four key-match filters in the bar, each with its own control', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    const fields = appFields(t, () => () => null);
    expect(fields.map((f) => [f.key, f.label, f.placement])).toEqual([
      ['promotion_app_id', 'apps.filter.id', 'inline'],
      ['name', 'apps.filter.name', 'inline'],
      ['name_of_acc', 'apps.filter.account', 'inline'],
      ['pkg_name', 'apps.filter.pkg', 'inline'],
    ]);
    expect(fields.every((f) => f.kind === 'multi' && typeof f.control === 'function')).toBe(true);
  });
});
