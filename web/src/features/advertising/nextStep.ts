import { useLocation } from 'react-router';

/** The navigation state of a guided path's next step: the list opens with its create drawer ("Add an ad group"). */
export const ADD_ON_ARRIVAL = { add: true } as const;

/** Whether this list was opened as the next step after a save, to create its first child at once. */
export function useAddOnArrival(): boolean {
  const state = useLocation().state as { add?: unknown } | null;
  return state?.add === true;
}
