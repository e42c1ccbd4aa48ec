import type { CallQuery, calls } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import type { FieldCodec, ListState } from '../../../kit/listQuery';
import type { Option } from '../../../kit/loadMore';
import type { SearchField } from '../../../kit/searchFields';
import { statusOptions } from '../directory/statusOptions';

/** How the account filters sit in the URL (a stable module constant for the list hook). */
export const ACCOUNT_CODECS = [
  { key: 'name', kind: 'text' },
  { key: 'company', kind: 'select', valueType: 'number' },
  { key: 'status', kind: 'select', valueType: 'number' },
] as const satisfies readonly FieldCodec[];

/** The filter form: the name, the company, the status. */
export function accountFields(t: TFunction, companies: readonly Option<number>[]): SearchField[] {
  const [name, company, status] = ACCOUNT_CODECS;
  return [
    {
      ...name,
      label: t('directory.account.filter.name'),
      placeholder: t('directory.account.filter.name'),
      placement: 'quick',
      span: 6,
      emoji: 'reject',
    },
    { ...company, label: t('directory.account.col.company'), placement: 'inline', span: 5, options: companies },
    { ...status, label: t('directory.account.col.status'), placement: 'inline', span: 4, options: statusOptions(t) },
  ];
}

/** The account page call's query for the current list state. */
export function accountQuery(
  list: Pick<ListState, 'filters' | 'page' | 'pageSize'>,
): CallQuery<typeof calls.authAdmin.accountPage> {
  const { name, company, status } = list.filters;
  return {
    page_no: list.page,
    page_size: list.pageSize,
    account_name: typeof name === 'string' ? name : undefined,
    company_id: typeof company === 'number' ? company : undefined,
    status: typeof status === 'number' ? status : undefined,
  };
}
