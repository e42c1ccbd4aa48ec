import type { AccountItem } from '@adconsole/contract';
import { useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '../kit/timing';
import { useAccountOptions, useAccounts } from './lookups/api';

type Named = Pick<AccountItem, 'id' | 'account_name'>;

/**
 * The accounts a picker offers: without a keyword the chosen ones first (so they can be taken out), then the
 * server's first page; with one, only the server's matches. `names` holds every account seen so far, so a chosen
 * account keeps its name when the current answer no longer holds it.
 */
export function pickerAccounts(
  chosen: readonly number[],
  page: readonly Named[],
  names: ReadonlyMap<number, string>,
  keyword: string,
): Named[] {
  const ids = keyword === '' ? [...chosen, ...page.map((a) => a.id)] : page.map((a) => a.id);
  return [...new Set(ids)].map((id) => ({ id, account_name: names.get(id) ?? `#${id}` }));
}

/**
 * An account picker's state: the typed keyword, searched on the server once typing rests (so accounts past the
 * first 400 can be found), and the accounts to offer. Spread `search` into a Select's `showSearch`.
 */
export function useAccountPicker(chosen: readonly number[] = [], { enabled = true }: { enabled?: boolean } = {}) {
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim());
  const page = useAccountOptions(settled, { enabled });
  const names = useRef(new Map<number, string>());
  for (const account of page.data ?? []) names.current.set(account.id, account.account_name);
  // a chosen account past the first page (an edited record's) is named from the full list, loaded only then
  const unnamed = enabled && page.isSuccess && chosen.some((id) => !names.current.has(id));
  const every = useAccounts({ enabled: unnamed });
  for (const account of every.data ?? []) names.current.set(account.id, account.account_name);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the full list refreshes the names the ref holds
  const accounts = useMemo(
    () => pickerAccounts(chosen, page.data ?? [], names.current, settled),
    [chosen, page.data, every.data, settled],
  );
  return {
    accounts,
    loading: page.isFetching,
    search: { filterOption: false, searchValue: keyword, onSearch: setKeyword } as const,
    /** forget the keyword (after a choice, so the full first page comes back) */
    clearSearch: () => setKeyword(''),
  };
}
