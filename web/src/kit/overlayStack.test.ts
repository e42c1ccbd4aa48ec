import { describe, expect, it } from 'vitest';
import { registerOverlay, topOverlay } from './overlayStack';

describe('overlay stack', () => {
  it('answers the overlay opened last, and the one below once it is taken off', () => {
    const drawer = { requestClose: () => {} };
    const dialog = { requestClose: () => {} };
    const offDrawer = registerOverlay(drawer);
    const offDialog = registerOverlay(dialog);
    expect(topOverlay()).toBe(dialog);
    offDialog();
    expect(topOverlay()).toBe(drawer);
    offDialog();
    expect(topOverlay()).toBe(drawer);
    offDrawer();
    expect(topOverlay()).toBeUndefined();
  });

  it('takes off the one that closed even when it is not on top', () => {
    const below = { requestClose: () => {} };
    const above = { requestClose: () => {} };
    const offBelow = registerOverlay(below);
    const offAbove = registerOverlay(above);
    offBelow();
    expect(topOverlay()).toBe(above);
    offAbove();
    expect(topOverlay()).toBeUndefined();
  });
});
