import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en-US/ads';
import { adTypeLabel, creativeKindsText } from './adView';

const t = ((key: string) => (en as Record<string, string>)[key] ?? key) as unknown as TFunction;

describe('ad view words', () => {
  it('names the four ad types and shows an unknown type as its number', () => {
    expect([1, 2, 3, 4].map((type) => adTypeLabel(type, t))).toEqual(['Image', 'Video', 'JS tag', 'VAST']);
    expect(adTypeLabel(9, t)).toBe('9');
  });

  it('lists the creative kinds with counts in the contract order, leaving out empty and unknown kinds', () => {
    expect(creativeKindsText({ video: 1, image: 2, landing_page: 0, hologram: 3 }, t)).toBe('image 2 · video 1');
    expect(creativeKindsText({ js_tag: 1, vast: 2 }, t)).toBe('JS tag 1 · VAST 2');
    expect(creativeKindsText({}, t)).toBe('');
  });
});
