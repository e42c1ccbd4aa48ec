import type { PromotionAppAccountItem } from '@adconsole/contract';
import Select from 'antd/es/select';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccOptions } from './api';
import { useDebounced } from './keyMatch';

type AccountRef = Pick<PromotionAppAccountItem, 'account_id' | 'account_name'>;

/** Props of the linked accounts: a controlled input; `linked` names the accounts the app has now. */
export interface AccountsFieldProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  appId: number | null;
  linked: readonly AccountRef[];
  disabled?: boolean;
  id?: string;
  [aria: `aria-${string}`]: unknown;
}

/**
 * The accounts to link: a searchable multi-select over acc_list (the accounts the app may still be linked to, cut at
 * 400 without a keyword), with the accounts linked now kept as options.
 */
export default function AccountsField({ value = [], onChange, appId, linked, disabled, ...field }: AccountsFieldProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim());
  const options = useAccOptions(appId, settled);
  // names of every account seen, so a chosen one keeps its label when a search no longer answers it
  const names = useRef(new Map<number, string>());
  const shown = useMemo(() => {
    for (const account of [...linked, ...(options.data ?? [])])
      names.current.set(account.account_id, account.account_name);
    const ids = new Set([...value, ...(options.data ?? []).map((a) => a.account_id)]);
    if (!settled) for (const account of linked) ids.add(account.account_id);
    return [...ids].map((id) => ({ value: id, label: names.current.get(id) ?? `#${id}` }));
  }, [linked, options.data, value, settled]);

  return (
    <Select<number[]>
      {...field}
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
      disabled={disabled}
      loading={options.isFetching}
      placeholder={t('apps.form.accountsPlaceholder')}
      notFoundContent={options.isFetching ? null : t('apps.form.accountsNone')}
      value={value}
      onChange={(ids) => {
        onChange?.(ids);
        setKeyword('');
      }}
      options={shown}
      maxTagCount="responsive"
      data-testid="app-accounts-field"
    />
  );
}
