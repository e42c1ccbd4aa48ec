import { calls } from '@adconsole/contract';
import { useAccess } from '../../../app/access';
import { useCall } from '../../../app/useCall';

/**
 * The roles a user can be given. The role list has its own group: a role without it is not asked (the list would be
 * refused with a 403 message on every visit), and its screens show the role names the user rows carry.
 */
export function useRoles({ enabled = true }: { enabled?: boolean } = {}) {
  const access = useAccess();
  return useCall(calls.authAccess.roles, undefined, {
    staleTime: 60_000,
    enabled: enabled && (access.isAdmin || access.can['auth.role.view']),
  });
}
