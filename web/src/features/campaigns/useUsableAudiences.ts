import { AudienceLimits, AudienceStatus, calls } from '@adconsole/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/request';

/**
 * The audience packages an ad group of the account may include or exclude: visible to the account (every account,
 * or linked to it) and Import Successful, the same rule the server checks on save.
 */
export function useUsableAudiences(accountId: number) {
  return useQuery({
    queryKey: ['campaigns', 'audiences', accountId] as const,
    queryFn: async () =>
      (
        await api(calls.audiences.list, {
          page_no: 1,
          page_size: AudienceLimits.PAGE_SIZE_MAX,
          status: [AudienceStatus.IMPORT_SUCCESSFUL],
          account_id: accountId,
        })
      ).data.list,
    staleTime: 60_000,
  });
}
