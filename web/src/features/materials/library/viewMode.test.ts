import { describe, expect, it } from 'vitest';
import { readViewMode, viewModeKey, writeViewMode } from './viewMode';

describe('grid or list view', () => {
  it('starts as the list', () => {
    expect(readViewMode(1)).toBe('list');
    expect(readViewMode(2)).toBe('list');
  });

  it('is kept per library across visits', () => {
    writeViewMode(1, 'grid');
    expect(readViewMode(1)).toBe('grid');
    expect(readViewMode(2)).toBe('list');
    expect(localStorage.getItem(viewModeKey(1))).toBe('grid');
    writeViewMode(1, 'list');
    expect(readViewMode(1)).toBe('list');
  });

  it('reads anything unexpected as the list', () => {
    localStorage.setItem(viewModeKey(2), 'cards');
    expect(readViewMode(2)).toBe('list');
  });
});
