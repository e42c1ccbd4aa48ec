import { describe, expect, it } from 'vitest';
import { formatDuration, formatFileSize, formatNumber } from './format';

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-9876543)).toBe('-9,876,543');
  });

  it('keeps up to the asked decimals', () => {
    expect(formatNumber(1234.5678)).toBe('1,234.57');
    expect(formatNumber(1234.5678, 0)).toBe('1,235');
    expect(formatNumber(1234.5, 3)).toBe('1,234.5');
  });

  it('accepts numeric strings and answers a dash for nothing', () => {
    expect(formatNumber('314572800')).toBe('314,572,800');
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber(undefined)).toBe('-');
    expect(formatNumber('')).toBe('-');
    expect(formatNumber('abc')).toBe('-');
    expect(formatNumber(Number.NaN)).toBe('-');
  });
});

describe('formatFileSize', () => {
  it('switches unit at the spec thresholds', () => {
    expect(formatFileSize(0)).toBe('0 Bit');
    expect(formatFileSize(1023)).toBe('1,023 Bit');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1048575)).toBe('1,024 KB');
    expect(formatFileSize(1048576)).toBe('1 MB');
    expect(formatFileSize(52428800)).toBe('50 MB');
    expect(formatFileSize(1073741823)).toBe('1,024 MB');
    expect(formatFileSize(1073741824)).toBe('1 GB');
    expect(formatFileSize(2.25 * 1073741824)).toBe('2.25 GB');
  });

  it('answers a dash for nothing', () => {
    expect(formatFileSize(null)).toBe('-');
    expect(formatFileSize(undefined)).toBe('-');
    expect(formatFileSize(-1)).toBe('-');
    expect(formatFileSize(Number.NaN)).toBe('-');
  });
});

describe('formatDuration', () => {
  it('prints hh:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(5)).toBe('00:00:05');
    expect(formatDuration(65)).toBe('00:01:05');
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(3661.4)).toBe('01:01:01');
    expect(formatDuration(59.6)).toBe('00:01:00');
    expect(formatDuration(90000)).toBe('25:00:00');
  });

  it('answers a dash for nothing', () => {
    expect(formatDuration(null)).toBe('-');
    expect(formatDuration(-3)).toBe('-');
  });
});
