import { describe, expect, it } from 'vitest';
import { copyName } from './copy-name.js';

describe('copy names', () => {
  it('suffixes a copy until the name is free, within 200 characters', () => {
    expect(copyName('Launch', new Set())).toBe('Launch - copy');
    expect(copyName('Launch', new Set(['launch - copy', 'launch - copy 2']))).toBe('Launch - copy 3');
    expect(copyName('x'.repeat(200), new Set())).toHaveLength(200);
  });
});
