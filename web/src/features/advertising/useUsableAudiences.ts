import { AudienceLimits, AudienceStatus, calls } from '@adconsole/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useCall } from '../../app/useCall';

/**
 * The audience packages an ad group of the account may include or exclude: visible to the account (every account,
 * or linked to it) and Import Successful, the same rule the server checks on save. At most a page of 100, the newest
 * first; `name` narrows them on the server (the name filter of the audience list), so an account with more packages
 * finds any of them by typing.
 */
export function useUsableAudiences(accountId: number, name = '') {
  const search = name.trim();
  return useCall(
    calls.audiences.list,
    {
      page_no: 1,
      page_size: AudienceLimits.PAGE_SIZE_MAX,
      status: [AudienceStatus.IMPORT_SUCCESSFUL],
      account_id: accountId,
      cluster_name: search || undefined,
    },
    { placeholderData: keepPreviousData, staleTime: 60_000, select: (page) => page.list },
  );
}
