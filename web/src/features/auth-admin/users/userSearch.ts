import type { CallQuery, calls } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import type { FieldCodec, ListState } from '../../../kit/listQuery';
import type { Option } from '../../../kit/loadMore';
import type { SearchField } from '../../../kit/searchFields';
import { statusOptions } from '../directory/statusOptions';

/** How the user filters sit in the URL (a stable module constant for the list hook). */
export const USER_CODECS = [
  { key: 'shareid', kind: 'text' },
  { key: 'role', kind: 'select', valueType: 'number' },
  { key: 'account', kind: 'select', valueType: 'number' },
  { key: 'company', kind: 'select', valueType: 'number' },
  { key: 'status', kind: 'select', valueType: 'number' },
] as const satisfies readonly FieldCodec[];

/** The option lists the filters choose from. */
export interface UserFilterOptions {
  roles: readonly Option<number>[];
  accounts: readonly Option<number>[];
  companies: readonly Option<number>[];
  /** the account filter's control (server-searched); the kit's select when absent */
  accountControl?: SearchField['control'];
}

/** The filter form: part of the shareid, then role, account and status in the bar, company in the dialog. */
export function userFields(t: TFunction, options: UserFilterOptions): SearchField[] {
  const [shareid, role, account, company, status] = USER_CODECS;
  return [
    {
      ...shareid,
      label: t('directory.user.filter.shareid'),
      placeholder: t('directory.user.filter.shareidPlaceholder'),
      placement: 'quick',
      span: 5,
      emoji: 'reject',
    },
    { ...role, label: t('directory.user.filter.role'), placement: 'inline', span: 4, options: options.roles },
    {
      ...account,
      label: t('directory.user.filter.account'),
      placement: 'inline',
      span: 4,
      options: options.accounts,
      control: options.accountControl,
    },
    { ...status, label: t('directory.user.filter.status'), placement: 'inline', span: 3, options: statusOptions(t) },
    { ...company, label: t('directory.user.filter.company'), placement: 'advanced', options: options.companies },
  ];
}

/** The user page call's query for the current list state. */
export function userQuery(
  list: Pick<ListState, 'filters' | 'page' | 'pageSize'>,
): CallQuery<typeof calls.authAdmin.userPage> {
  const { shareid, role, account, company, status } = list.filters;
  const id = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return {
    page_no: list.page,
    page_size: list.pageSize,
    shareid: typeof shareid === 'string' ? shareid : undefined,
    role_id: id(role),
    account_id: id(account),
    company_id: id(company),
    status: id(status),
  };
}
