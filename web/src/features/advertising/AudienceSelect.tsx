import Select from 'antd/es/select';
import { useRef, useState } from 'react';
import { useThrottled } from '../../kit/timing';
import { audienceOptions } from './targetingOptions';
import { useUsableAudiences } from './useUsableAudiences';

interface AudienceSelectProps {
  accountId: number;
  /** the packages the ad group holds now (named even when no longer offered) */
  held: readonly { id: number; name: string }[];
  placeholder: string;
  testId: string;
  /** from Form.Item: the id its label points at, the value and its change */
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}

/**
 * Audience packages to include or exclude: the account's usable packages. The first page of 100 is always offered and
 * filtered in place as the user types; the typed name is also searched on the server (throttled), whose answer joins
 * them, so a package beyond the first page is found by its name. Every package seen keeps its name, so a pick made
 * under one search still reads as its name under the next.
 */
export default function AudienceSelect(props: AudienceSelectProps) {
  const { id, accountId, held, placeholder, testId, value, onChange } = props;
  const [search, setSearch] = useState('');
  const firstPage = useUsableAudiences(accountId);
  const searched = useUsableAudiences(accountId, search);
  const seen = useRef(new Map<number, string>());
  // the first page, then what the search found beyond it (both newest first)
  const known = new Map<number, { cluster_id: number; cluster_name: string }>();
  for (const a of [...(firstPage.data ?? []), ...(searched.data ?? [])]) {
    known.set(a.cluster_id, a);
    seen.current.set(a.cluster_id, a.cluster_name);
  }
  const onSearch = useThrottled(setSearch);
  const offered = audienceOptions([...known.values()], held);
  const offeredIds = new Set(offered.map((option) => option.value));
  // picks that neither list offers now, so their names still show in the field
  const picked = (value ?? [])
    .filter((pick) => !offeredIds.has(pick) && seen.current.has(pick))
    .map((pick) => ({ value: pick, label: seen.current.get(pick)! }));
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      onSearch={onSearch}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
      loading={firstPage.isLoading || searched.isFetching}
      placeholder={placeholder}
      options={[...offered, ...picked]}
      value={value}
      onChange={onChange}
      data-testid={testId}
    />
  );
}
