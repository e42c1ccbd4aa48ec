import { describe, expect, it } from 'vitest';
import {
  addChildren,
  addKeys,
  checkAllKeys,
  filterTree,
  isDisabled,
  leafKeys,
  needsTooltip,
  removeKeys,
  type TreeItem,
} from './targetTree';

const asia: TreeItem = {
  key: 'asia',
  label: 'Asia',
  children: [
    { key: 'CN', label: 'China' },
    { key: 'IN', label: 'India' },
    { key: 'ID', label: 'Indonesia' },
  ],
};
const europe: TreeItem = {
  key: 'europe',
  label: 'Europe',
  children: [
    { key: 'DE', label: 'Germany' },
    { key: 'GB', label: 'United Kingdom of Great Britain and Northern Ireland' },
  ],
};
const tree = [asia, europe];

describe('targeting tree', () => {
  it('adds all children of a node, once each, in order', () => {
    expect(leafKeys(asia)).toEqual(['CN', 'IN', 'ID']);
    let chosen = addKeys([], ['IN']);
    chosen = addChildren(chosen, asia);
    expect(chosen).toEqual(['IN', 'CN', 'ID']);
    chosen = addChildren(chosen, europe);
    expect(chosen).toEqual(['IN', 'CN', 'ID', 'DE', 'GB']);
  });

  it('disables chosen nodes on the source side and re-enables them when removed', () => {
    let chosen = addChildren([], asia);
    expect(isDisabled(asia, new Set(chosen))).toBe(true);
    expect(isDisabled(asia.children![0]!, new Set(chosen))).toBe(true);
    expect(isDisabled(europe, new Set(chosen))).toBe(false);
    chosen = removeKeys(chosen, ['IN']);
    const set = new Set(chosen);
    expect(isDisabled(asia, set)).toBe(false);
    expect(isDisabled(asia.children![1]!, set)).toBe(false);
    expect(isDisabled(asia.children![0]!, set)).toBe(true);
  });

  it('checks all leaves that are not chosen yet', () => {
    expect(checkAllKeys(tree, new Set(['CN', 'DE']))).toEqual(['IN', 'ID', 'GB']);
    expect(checkAllKeys(filterTree(tree, 'ind'), new Set())).toEqual(['IN', 'ID']);
  });

  it('searches labels and keeps the ancestors of matches', () => {
    expect(filterTree(tree, '')).toHaveLength(2);
    const found = filterTree(tree, 'germ');
    expect(found).toEqual([{ ...europe, children: [europe.children![0]] }]);
    expect(filterTree(tree, 'asia')).toEqual([asia]);
    expect(filterTree(tree, 'cn')[0]?.children?.map((c) => c.key)).toEqual(['CN']);
    expect(filterTree(tree, 'zzz')).toEqual([]);
  });

  it('treats the all-countries entry as exclusive', () => {
    expect(addKeys(['CN', 'IN'], ['ALL'], 'ALL')).toEqual(['ALL']);
    expect(addKeys(['ALL'], ['CN'], 'ALL')).toEqual(['CN']);
    expect(addKeys(['CN'], ['IN'], 'ALL')).toEqual(['CN', 'IN']);
  });

  it('gives labels over 40 characters a tooltip', () => {
    expect(needsTooltip('x'.repeat(40))).toBe(false);
    expect(needsTooltip('x'.repeat(41))).toBe(true);
    expect(needsTooltip(europe.children![1]!.label)).toBe(true);
    expect(needsTooltip('中'.repeat(41))).toBe(true);
  });
});
