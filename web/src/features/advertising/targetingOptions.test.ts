import { describe, expect, it } from 'vitest';
import { audienceOptions, initialRegionMode, orderedCountries } from './targetingOptions';

describe('targeting options', () => {
  it('orders countries ALL first, OTHER last, the rest by Key', () => {
    const items = ['US', 'OTHER', 'CN', 'ALL', 'AE'].map((key) => ({ key, label: key.toLowerCase() }));
    expect(orderedCountries(items).map((c) => c.key)).toEqual(['ALL', 'AE', 'CN', 'US', 'OTHER']);
  });

  it('opens a new ad group on the continent tree and one with countries in country mode', () => {
    expect(initialRegionMode([])).toBe('tree');
    expect(initialRegionMode(['IN'])).toBe('country');
  });

  it('offers the usable packages, and keeps held ones that are no longer offered, once', () => {
    const offered = [{ cluster_id: 1, cluster_name: 'Buyers' }];
    const held = [
      { id: 1, name: 'Buyers' },
      { id: 9, name: 'Old' },
      { id: 9, name: 'Old' },
    ];
    expect(audienceOptions(offered, held)).toEqual([
      { value: 1, label: 'Buyers' },
      { value: 9, label: 'Old' },
    ]);
  });
});
