import { allowedRatios, matchRatio, Ratios } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGNS, demoMaterials } from './demo-materials-data.js';

const items = demoMaterials();

describe('demo materials', () => {
  it('has about 60 images and a few videos, each with a unique key and three tags or fewer', () => {
    const images = items.filter((m) => m.type === 1);
    expect(images.length).toBeGreaterThanOrEqual(55);
    expect(items.filter((m) => m.type === 2).length).toBe(4);
    expect(new Set(items.map((m) => m.key)).size).toBe(items.length);
    for (const m of items) expect(m.tags.length).toBeGreaterThan(0);
  });

  it('uses only allowed ratios: review images 1:1 or 16:9, videos the video list', () => {
    for (const m of items) {
      const list = m.type === 2 ? allowedRatios(2) : m.review ? [...Ratios.review] : allowedRatios(1);
      expect(matchRatio(m.width, m.height, list), `${m.key} ${m.width}x${m.height}`).not.toBeNull();
    }
  });

  it('spreads over sources, relation types, review states and creators', () => {
    expect(new Set(items.map((m) => m.source))).toEqual(new Set([1, 2]));
    expect(items.some((m) => m.accounts === null)).toBe(true);
    expect(items.some((m) => (m.accounts?.length ?? 0) > 1)).toBe(true);
    expect(new Set(items.flatMap((m) => (m.review ? [m.review.status] : [])))).toEqual(new Set([2, 3, 4]));
    expect(new Set(items.map((m) => m.creator))).toEqual(new Set(['admin', 'operator', 'advertiser', null]));
    expect(items.filter((m) => m.deleted)).toHaveLength(3);
  });

  it('lets ads show only materials that exist and are not deleted', () => {
    const byKey = new Map(items.map((m) => [m.key, m]));
    for (const c of DEMO_CAMPAIGNS) {
      for (const g of c.groups) {
        for (const a of g.ads) {
          for (const k of a.materials) {
            expect(byKey.get(k), k).toBeDefined();
            expect(byKey.get(k)!.deleted, k).toBeFalsy();
          }
        }
      }
    }
  });
});
