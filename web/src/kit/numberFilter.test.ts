import { describe, expect, it } from 'vitest';
import { checkDecimal, checkInteger, settleDecimal, settleInteger, typeDecimal, typeInteger } from './numberFilter';

describe('decimal filter', () => {
  it('keeps digits and one dot while typing', () => {
    expect(typeDecimal('12a.3')).toEqual({ value: '12.3', notice: 'chars' });
    expect(typeDecimal('1.2.3')).toEqual({ value: '1.23', notice: 'dot' });
    expect(typeDecimal('-5')).toEqual({ value: '5', notice: 'chars' });
    expect(typeDecimal('12.')).toEqual({ value: '12.', notice: null });
  });

  it('never starts with a dot', () => {
    expect(typeDecimal('.5')).toEqual({ value: '0.5', notice: 'leadingDot' });
  });

  it('keeps 2 decimals by default, or the asked number', () => {
    expect(typeDecimal('3.14159')).toEqual({ value: '3.14', notice: 'decimals' });
    expect(typeDecimal('3.14159', 3)).toEqual({ value: '3.141', notice: 'decimals' });
    expect(typeDecimal('3.5', 0)).toEqual({ value: '3', notice: 'decimals' });
    expect(typeDecimal('3.14')).toEqual({ value: '3.14', notice: null });
  });

  it('drops leading zeros but not the zero before the dot', () => {
    expect(typeDecimal('0012.5').value).toBe('12.5');
    expect(typeDecimal('00.5').value).toBe('0.5');
    expect(typeDecimal('0').value).toBe('0');
  });

  it('settles without a trailing dot and inside min..max', () => {
    expect(settleDecimal('12.')).toEqual({ value: '12', notice: 'trailingDot' });
    expect(settleDecimal('0.5', { min: 1 })).toEqual({ value: '1', notice: 'min' });
    expect(settleDecimal('99.99', { max: 50.5 })).toEqual({ value: '50.5', notice: 'max' });
    expect(settleDecimal('20', { min: 1, max: 50 })).toEqual({ value: '20', notice: null });
    expect(settleDecimal('')).toEqual({ value: '', notice: null });
  });

  it('checks a finished value rule by rule', () => {
    expect(checkDecimal('')).toBeNull();
    expect(checkDecimal('1.25')).toBeNull();
    expect(checkDecimal('1e5')).toBe('chars');
    expect(checkDecimal('1.2.5')).toBe('dot');
    expect(checkDecimal('.5')).toBe('leadingDot');
    expect(checkDecimal('5.')).toBe('trailingDot');
    expect(checkDecimal('1.255')).toBe('decimals');
    expect(checkDecimal('1.255', { decimals: 3 })).toBeNull();
    expect(checkDecimal('0.5', { min: 1 })).toBe('min');
    expect(checkDecimal('7', { max: 5 })).toBe('max');
  });
});

describe('integer filter', () => {
  it('keeps digits only', () => {
    expect(typeInteger('12a3')).toEqual({ value: '123', notice: 'chars' });
    expect(typeInteger('1.5')).toEqual({ value: '15', notice: 'chars' });
    expect(typeInteger('-3')).toEqual({ value: '3', notice: 'chars' });
    expect(typeInteger('007')).toEqual({ value: '7', notice: null });
  });

  it('settles inside min..max', () => {
    expect(settleInteger('5', { min: 10 })).toEqual({ value: '10', notice: 'min' });
    expect(settleInteger('5000', { max: 4096 })).toEqual({ value: '4096', notice: 'max' });
    expect(settleInteger('300', { min: 0, max: 4096 })).toEqual({ value: '300', notice: null });
  });

  it('checks a finished value', () => {
    expect(checkInteger('')).toBeNull();
    expect(checkInteger('12')).toBeNull();
    expect(checkInteger('1.5')).toBe('chars');
    expect(checkInteger('3', { min: 5 })).toBe('min');
    expect(checkInteger('9', { max: 5 })).toBe('max');
  });
});
