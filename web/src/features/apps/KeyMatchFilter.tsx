import type { KeyMatchField } from '@adconsole/contract';
import { useState } from 'react';
import type { FilterValue } from '../../kit/listQuery';
import MultiSelectDropdown from '../../kit/MultiSelectDropdown';
import type { CustomControlProps } from '../../kit/searchFields';
import { useKeyMatch } from './api';
import { keyMatchOptions, useDebounced } from './keyMatch';

/** Props of a key-match filter: the search form's control props and the field list_key_match searches. */
export interface KeyMatchFilterProps extends CustomControlProps {
  field: KeyMatchField;
}

const chosenOf = (value: FilterValue | undefined): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * A multi-select whose options come from list_key_match as the user types (debounced): the kit's dropdown with
 * search, select all, cancel and ok; the lookup starts when the dropdown first opens.
 */
export default function KeyMatchFilter({ field, value, onChange, placeholder, ...aria }: KeyMatchFilterProps) {
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState(false);
  const settled = useDebounced(keyword.trim());
  const matches = useKeyMatch(field, settled, opened);
  const chosen = chosenOf(value);
  return (
    <MultiSelectDropdown<string>
      {...aria}
      style={{ width: '100%' }}
      placeholder={placeholder}
      options={keyMatchOptions(chosen, matches.data, settled)}
      value={chosen}
      onChange={(next) => onChange(next.length ? next : undefined)}
      loading={opened && (matches.isFetching || settled !== keyword.trim())}
      onSearch={(text) => {
        setOpened(true);
        setKeyword(text);
      }}
    />
  );
}
