import { calls, Limits } from '@adconsole/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api, apiFile } from '../../../app/request';
import { useCall } from '../../../app/useCall';
import { saveFile } from '../../../lib/saveFile';
import { menuTitle } from '../menus/menuTree';
import type { AuditNames } from './auditFields';
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

const NAMES = { staleTime: 60_000 } as const;

/**
 * The names the diff shows for ids (menus, permission groups, roles, accounts, companies), read with the
 * administrator's own calls; until they arrive, or for an id deleted since, the diff shows `#id`.
 */
export function useAuditNames(): AuditNames {
  const { i18n } = useTranslation();
  const menus = useCall(calls.authAccess.menus, undefined, NAMES);
  const roles = useCall(calls.authAccess.roles, undefined, NAMES);
  const companies = useCall(calls.authAdmin.companies, undefined, NAMES);
  const accounts = useCall(calls.accounts.authOptions, { limit: Limits.ACCOUNT_OPTIONS_MAX }, NAMES);
  return useMemo(
    () => ({
      menus: new Map((menus.data ?? []).map((m) => [m.id, menuTitle(m, i18n.language)])),
      groups: new Map((menus.data ?? []).flatMap((m) => m.groups.map((g) => [g.id, g.name] as const))),
      roles: new Map((roles.data ?? []).map((r) => [r.id, r.name])),
      companies: new Map((companies.data ?? []).map((c) => [c.id, c.name])),
      accounts: new Map((accounts.data ?? []).map((a) => [a.id, a.account_name])),
    }),
    [menus.data, roles.data, companies.data, accounts.data, i18n.language],
  );
}
