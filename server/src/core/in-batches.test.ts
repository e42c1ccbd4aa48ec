import { describe, expect, it } from 'vitest';
import { inBatches } from './in-batches.js';

describe('inBatches', () => {
  it('repeats the step until one handles less than a batch, and answers the total', async () => {
    let left = 7;
    const sizes: number[] = [];
    const total = await inBatches(async (size) => {
      sizes.push(size);
      const handled = Math.min(size, left);
      left -= handled;
      return handled;
    }, 3);
    expect(total).toBe(7);
    expect(sizes).toEqual([3, 3, 3]);
  });

  it('stops after one step when the first batch is not full', async () => {
    let steps = 0;
    const step = async () => {
      steps += 1;
      return 0;
    };
    expect(await inBatches(step, 5)).toBe(0);
    expect(steps).toBe(1);
  });

  it('gives the event loop a turn between steps, so work queued meanwhile runs before the next step', async () => {
    const order: string[] = [];
    let step = 0;
    await inBatches(async (size) => {
      step += 1;
      order.push(`step ${step}`);
      // what a call arriving during the step would be: served before the next step, not after the last
      if (step === 1) setImmediate(() => order.push('queued call'));
      return step < 3 ? size : 0;
    }, 2);
    expect(order).toEqual(['step 1', 'queued call', 'step 2', 'step 3']);
  });

  it('refuses a batch size that is not a whole number of at least 1', async () => {
    await expect(inBatches(async () => 0, 0)).rejects.toThrow(/batch size/);
  });
});
