import { useRef } from 'react';

/**
 * Wraps a form's save so that a second start while the first runs is ignored: Enter can submit a form twice (the
 * input's own handler and the browser's implicit submission of a form with one field).
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const running = useRef(false);
  return async (...args: A) => {
    if (running.current) return;
    running.current = true;
    try {
      await action(...args);
    } finally {
      running.current = false;
    }
  };
}
