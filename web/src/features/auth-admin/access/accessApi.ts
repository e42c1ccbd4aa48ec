import { calls } from '@adconsole/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/request';
import { accessKeys } from '../menus/menusApi';

/** A user's effective access (role, menus and groups with why, accounts, navigation), read fresh at each opening. */
export function useUserAccess(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: accessKeys.user(userId),
    enabled,
    staleTime: 0,
    queryFn: async () => (await api(calls.authAccess.userAccess, { user_id: userId })).data,
  });
}
