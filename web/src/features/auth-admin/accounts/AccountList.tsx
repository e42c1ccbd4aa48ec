import { type AccountDetail, AuditEntity, calls } from '@adconsole/contract';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { keepPreviousData } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import { useCall } from '../../../app/useCall';
import ListPage from '../../../kit/ListPage';
import ListPagination from '../../../kit/ListPagination';
import ListTable from '../../../kit/ListTable';
import RowAction from '../../../kit/RowAction';
import SearchForm from '../../../kit/SearchForm';
import { textColor } from '../../../kit/theme';
import { useListPage } from '../../../kit/useListPage';
import ExportButton from '../../../shared/ExportButton';
import HistoryLink from '../../../shared/HistoryLink';
import { useCompanies } from '../companies/api';
import StatusTag from '../directory/StatusTag';
import AccountFormDialog from './AccountFormDialog';
import AccountUsersDrawer from './AccountUsersDrawer';
import { ACCOUNT_CODECS, accountFields, accountQuery } from './accountSearch';
import { useAccountDelete } from './useAccountDelete';

/** The accounts tab: search by name, company and status; create, edit, delete; the linked users of each. */
export default function AccountList() {
  const { t } = useTranslation();
  const access = useAccess();
  const canEdit = access.can['auth.account.edit'];
  // the linked users come from the user list call, which its own group guards
  const canSeeUsers = access.can['auth.user.view'];
  const { list, search, pager } = useListPage(ACCOUNT_CODECS);
  const query = useMemo(() => accountQuery(list), [list]);
  const page = useCall(calls.authAdmin.accountPage, query, { placeholderData: keepPreviousData });
  const companies = useCompanies();
  const companyOptions = useMemo(
    () => (companies.data ?? []).map((company) => ({ value: company.id, label: company.name })),
    [companies.data],
  );
  const fields = useMemo(() => accountFields(t, companyOptions), [t, companyOptions]);
  // each opening mounts a fresh form (a new key) that starts from the account's values
  const [editing, setEditing] = useState<{ opening: number; account: AccountDetail | null } | null>(null);
  const [usersOf, setUsersOf] = useState<AccountDetail | null>(null);
  const askDelete = useAccountDelete();
  const openForm = (account: AccountDetail | null) =>
    setEditing((current) => ({ opening: (current?.opening ?? 0) + 1, account }));

  const columns: ColumnsType<AccountDetail> = [
    { key: 'id', title: t('directory.account.col.id'), dataIndex: 'id', width: 90 },
    { key: 'name', title: t('directory.account.col.name'), dataIndex: 'account_name' },
    {
      key: 'company',
      title: t('directory.account.col.company'),
      width: 220,
      render: (_, account) => account.company_name ?? <span style={{ color: textColor.muted }}>-</span>,
    },
    {
      key: 'users',
      title: t('directory.account.col.users'),
      width: 130,
      dataIndex: 'user_count',
    },
    {
      key: 'status',
      title: t('directory.account.col.status'),
      width: 110,
      render: (_, account) => <StatusTag status={account.status} />,
    },
  ];
  if (canEdit || canSeeUsers) {
    columns.push({
      key: 'action',
      title: t('directory.action'),
      width: 260,
      fixed: 'right',
      render: (_, account) => (
        <Space size={10}>
          {canEdit ? <RowAction onClick={() => openForm(account)}>{t('directory.account.edit')}</RowAction> : null}
          {canSeeUsers ? (
            <RowAction onClick={() => setUsersOf(account)} data-testid="account-users">
              {t('directory.account.users')}
            </RowAction>
          ) : null}
          <HistoryLink entity={AuditEntity.ACCOUNT} id={account.id} name={account.account_name} />
          {canEdit ? (
            <RowAction danger onClick={() => askDelete(account)}>
              {t('directory.account.delete')}
            </RowAction>
          ) : null}
        </Space>
      ),
    });
  }

  return (
    <ListPage
      breadcrumb={[]}
      filters={<SearchForm fields={fields} {...search} />}
      toolbar={
        <>
          {canEdit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)} data-testid="account-add">
              {t('directory.account.add')}
            </Button>
          ) : null}
          <ExportButton call={calls.listExports.accounts} filters={query} fileName="accounts.csv" />
        </>
      }
      pagination={<ListPagination {...pager(page.data?.total ?? 0)} />}
    >
      <ListTable<AccountDetail>
        rows={page.data?.list}
        loading={page.isFetching}
        columns={columns}
        scroll={{ x: 900 }}
        empty={t('directory.account.empty')}
      />
      {editing ? (
        <AccountFormDialog
          key={editing.opening}
          account={editing.account}
          companies={companies.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <AccountUsersDrawer account={usersOf} canEdit={canEdit} onClose={() => setUsersOf(null)} />
    </ListPage>
  );
}
