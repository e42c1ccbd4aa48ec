import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { topOverlay } from '../../kit/overlayStack';

/**
 * The browser's Back while a drawer or dialog is open closes it (asking first when its form was changed) and stays on
 * the page: the router's one blocker holds a Back navigation whenever the overlay stack is not empty.
 */
export function useBackClosesOverlay(): void {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP' && topOverlay() !== undefined);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // the router has put the address back already; the page stays, the top overlay is asked to close
    blocker.reset();
    topOverlay()?.requestClose();
  }, [blocker]);
}
