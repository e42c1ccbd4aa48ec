import Select from 'antd/es/select';
import type { CustomControlProps, SearchField } from '../kit/searchFields';
import { useAccountPicker } from './useAccountPicker';

/**
 * A search form's one-account filter, searched on the server like every account picker (the first 400 without a
 * keyword). The field's own options still label its chip.
 */
export function AccountFilterSelect({ value, onChange, placeholder, ...common }: CustomControlProps) {
  const chosen = typeof value === 'number' ? value : undefined;
  const picker = useAccountPicker(chosen === undefined ? undefined : [chosen]);
  return (
    <Select<number>
      {...common}
      allowClear
      showSearch={picker.search}
      loading={picker.loading}
      style={{ width: '100%' }}
      placeholder={placeholder}
      options={picker.accounts.map((a) => ({ value: a.id, label: a.account_name }))}
      value={chosen}
      onChange={(next) => {
        onChange(next ?? undefined);
        picker.clearSearch();
      }}
    />
  );
}

/** The account filter as a search field's `control`. */
export const accountFilterControl: SearchField['control'] = (props) => <AccountFilterSelect {...props} />;
