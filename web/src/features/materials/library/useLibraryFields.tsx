import { MaterialLimits } from '@adconsole/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchField } from '../../../kit/searchFields';
import { accountFilterControl } from '../../../shared/AccountFilterSelect';
import { useAccounts, useUsers } from '../../../shared/lookups/api';
import { TagCascader } from '../../../shared/tags/TagCascader';
import { useTagTree } from '../../../shared/tags/useTagTree';
import { type LibraryType, libraryFields, tagLeafOptions } from './librarySearch';

// The tag filter is the tag cascader (at most 10 paths) instead of the kit's plain multi-select; the URL keeps the
// third-level ids and the chip reads their "category / tag" labels.
const tagControl: SearchField['control'] = ({ value, onChange, placeholder, ...common }) => (
  <div data-testid={common['data-testid']}>
    <TagCascader
      aria-label={common['aria-label']}
      value={Array.isArray(value) ? (value as number[]) : []}
      onChange={(ids) => onChange(ids.length ? ids : undefined)}
      max={MaterialLimits.FILTER_TAGS_MAX}
      limitKind="filter"
      placeholder={placeholder}
      style={{ width: '100%', minWidth: 0 }}
    />
  </div>
);

/** The search form of a library with its lookups loaded: accounts, creators (/v1/user/list) and the tag tree. */
export function useLibraryFields(type: LibraryType): SearchField[] {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const users = useUsers();
  const tree = useTagTree();
  return useMemo(
    () =>
      libraryFields(t, type, {
        accounts: accounts.data ?? [],
        users: users.data ?? [],
        tagOptions: tagLeafOptions(tree.data ?? []),
        tagControl,
        accountControl: accountFilterControl,
      }),
    [t, type, accounts.data, users.data, tree.data],
  );
}
