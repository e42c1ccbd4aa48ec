import { describe, expect, it } from 'vitest';
import { placementsOf } from './demo-lookups.js';
import { MEDIA_APPS } from './demo-lookups-data.js';

describe('placementsOf', () => {
  it('gives every demo app 3 to 7 placements, about 200 in all', () => {
    const counts = MEDIA_APPS.map((_, i) => placementsOf(i).length);
    expect(Math.min(...counts)).toBe(3);
    expect(Math.max(...counts)).toBe(7);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(200);
  });

  it('never repeats a placement inside one app and uses every ad type', () => {
    const types = new Set<number>();
    for (const [i] of MEDIA_APPS.entries()) {
      const labels = placementsOf(i).map((p) => p.label);
      expect(new Set(labels).size, `app ${i}`).toBe(labels.length);
      for (const p of placementsOf(i)) types.add(p.ad_type);
    }
    expect([...types].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
