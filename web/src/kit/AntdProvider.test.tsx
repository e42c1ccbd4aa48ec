import { act, render, screen } from '@testing-library/react';
import theme from 'antd/es/theme';
import { afterEach, describe, expect, it } from 'vitest';
import AntdProvider from './AntdProvider';
import { REDUCED_MOTION_QUERY } from './usePrefersReducedMotion';

/** A matchMedia whose "reduce motion" answer the test sets and changes, telling the listeners as a browser does. */
function fakeReducedMotion(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === REDUCED_MOTION_QUERY ? matches : false;
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    set(value: boolean) {
      matches = value;
      for (const listener of listeners) listener();
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

/** Shows the motion tokens antd derives under the provider. */
function MotionTokens() {
  const { token } = theme.useToken();
  return <output data-testid="motion">{`${token.motion} ${token.motionDurationMid}`}</output>;
}

let media: ReturnType<typeof fakeReducedMotion> | undefined;
afterEach(() => media?.restore());

describe('AntdProvider and the "reduce motion" setting', () => {
  it('turns antd motion off while the user asks for reduced motion, and on again when the setting changes', () => {
    media = fakeReducedMotion(true);
    render(
      <AntdProvider>
        <MotionTokens />
      </AntdProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false 0s');

    act(() => media?.set(false));
    expect(screen.getByTestId('motion').textContent).not.toContain('false');
    expect(screen.getByTestId('motion').textContent).not.toContain(' 0s');

    act(() => media?.set(true));
    expect(screen.getByTestId('motion').textContent).toBe('false 0s');
  });

  it('keeps antd motion without the setting', () => {
    media = fakeReducedMotion(false);
    render(
      <AntdProvider>
        <MotionTokens />
      </AntdProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toMatch(/^true \d/);
  });
});
