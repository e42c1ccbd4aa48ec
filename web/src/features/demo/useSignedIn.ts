import { hasToken, sessionIds } from '../../app/session';

/** True when a session exists: the demo pages then load real data, otherwise they call no API. */
export function useSignedIn(): boolean {
  return hasToken() && sessionIds().userId !== null;
}
