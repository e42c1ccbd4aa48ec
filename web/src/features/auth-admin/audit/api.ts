import { calls } from '@adconsole/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, apiFile } from '../../../app/request';
import { useCall } from '../../../app/useCall';
import { saveFile } from '../../../lib/saveFile';
import type { AuditFilterQuery } from './auditSearch';

const PAGE_SIZE = 50;
// the user filter's choices: every user an administrator can see, by shareid
const USER_CHOICES = 1000;

/** The audit log for the filters, newest first, a page at a time: each page continues from the last one's cursor. */
export function useAuditLog(filters: AuditFilterQuery) {
  return useInfiniteQuery({
    queryKey: ['audit', 'list', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      (await api(calls.audit.list, { ...filters, cursor: pageParam, page_size: PAGE_SIZE }, { signal })).data,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The users the log can be filtered to, as options labelled by shareid. */
export const useAuditUsers = () =>
  useCall(
    calls.authAdmin.userPage,
    { page_no: 1, page_size: USER_CHOICES },
    { staleTime: 60_000, select: (page) => page.list.map((user) => ({ value: user.id, label: user.shareid })) },
  );

/** Downloads the whole filtered log as the server's CSV file. */
export async function exportAuditCsv(filters: AuditFilterQuery): Promise<void> {
  const file = await apiFile(calls.audit.export, filters);
  saveFile(file.blob, file.fileName ?? 'audit-log.csv');
}
