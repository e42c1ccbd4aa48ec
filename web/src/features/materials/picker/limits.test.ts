import { describe, expect, it } from 'vitest';
import { confirmProblem, type Pickable, pickerLimit, refusalFor, toggle } from './limits';

const m = (id: number, scale = '16:9', over: Partial<Pickable> = {}): Pickable => ({
  id,
  scale,
  status: 1,
  third_examine_status: 1,
  ...over,
});

describe('pickerLimit per mode', () => {
  it('copy: exactly 1', () => {
    expect(pickerLimit('copy')).toEqual({ min: 1, max: 1, onePerScale: false });
    expect(pickerLimit('copy', { max: 9 }).max).toBe(1);
  });
  it("default: at most 50, or the caller's canChooseLength", () => {
    expect(pickerLimit('default')).toEqual({ min: 0, max: 50, onePerScale: false });
    expect(pickerLimit('default', { max: 3 }).max).toBe(3);
    expect(pickerLimit('default', { max: 0 }).max).toBe(50);
  });
  it('with a scale given: 1 of that ratio', () => {
    expect(pickerLimit('scale', { scale: '1:1' })).toEqual({ min: 0, max: 1, onePerScale: false, scale: '1:1' });
    expect(pickerLimit('default', { scale: '9:16', max: 10 })).toMatchObject({ max: 1, scale: '9:16' });
  });
  it('sku: at least 1 and at most 5 (a smaller caller maximum wins), one per scale', () => {
    expect(pickerLimit('sku')).toEqual({ min: 1, max: 5, onePerScale: true });
    expect(pickerLimit('sku', { max: 3 }).max).toBe(3);
    expect(pickerLimit('sku', { max: 50 }).max).toBe(5);
  });
});

describe('what may be picked', () => {
  const limit = pickerLimit('default', { max: 2 });
  it('never a deleted material (status -1) or one not usable after review', () => {
    expect(refusalFor([], m(1, '1:1', { status: -1 }), limit)).toBe('deleted');
    expect(refusalFor([], m(1, '1:1', { third_examine_status: 2 }), limit)).toBe('unreviewed');
    expect(refusalFor([], m(1, '1:1', { third_examine_status: 3 }), limit)).toBe('unreviewed');
    expect(refusalFor([], m(1, '1:1', { third_examine_status: 4 }), limit)).toBeNull();
  });
  it('at most the maximum', () => {
    expect(refusalFor([m(1), m(2)], m(3), limit)).toBe('full');
    expect(toggle([m(1), m(2)], m(3), limit)).toMatchObject({ refusal: 'full' });
  });
  it('sku: one per distinct scale, up to 5', () => {
    const sku = pickerLimit('sku');
    expect(refusalFor([m(1, '1:1')], m(2, '1:1'), sku)).toBe('scaleTaken');
    const five = ['1:1', '16:9', '1.91:1', '6:5', '9:16'].map((s, i) => m(i + 1, s));
    expect(refusalFor(five.slice(0, 4), five[4]!, sku)).toBeNull();
    expect(refusalFor(five, m(9, '1.48:1'), sku)).toBe('full');
  });
  it('scale mode: only the given ratio', () => {
    const scale = pickerLimit('scale', { scale: '1:1' });
    expect(refusalFor([], m(1, '16:9'), scale)).toBe('wrongScale');
    expect(refusalFor([], m(1, '1:1'), scale)).toBeNull();
  });
});

describe('toggle and confirm', () => {
  it('takes a chosen material back, adds a new one', () => {
    const limit = pickerLimit('default');
    expect(toggle([m(1)], m(1), limit).selected).toEqual([]);
    expect(toggle([m(1)], m(2), limit).selected.map((x) => x.id)).toEqual([1, 2]);
  });
  it('a single-choice picker swaps its choice instead of refusing', () => {
    expect(toggle([m(1)], m(2), pickerLimit('copy')).selected.map((x) => x.id)).toEqual([2]);
    expect(
      toggle([m(1, '1:1')], m(2, '1:1'), pickerLimit('scale', { scale: '1:1' })).selected.map((x) => x.id),
    ).toEqual([2]);
  });
  it('copy needs its one, sku at least one; the default may confirm none', () => {
    expect(confirmProblem([], pickerLimit('copy'))).toBe('tooFew');
    expect(confirmProblem([m(1)], pickerLimit('copy'))).toBeNull();
    expect(confirmProblem([], pickerLimit('sku'))).toBe('tooFew');
    expect(confirmProblem([], pickerLimit('default'))).toBeNull();
    expect(confirmProblem([m(1), m(2)], pickerLimit('default', { max: 1 }))).toBe('tooMany');
  });
});
