import { calls, type UserDetail } from '@adconsole/contract';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { keepPreviousData } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import { useCall } from '../../../app/useCall';
import ListPage from '../../../kit/ListPage';
import ListPagination from '../../../kit/ListPagination';
import ListTable from '../../../kit/ListTable';
import SearchForm from '../../../kit/SearchForm';
import { useListPage } from '../../../kit/useListPage';
import { LocalKey, readLocal } from '../../../lib/storage';
import { accountFilterControl } from '../../../shared/AccountFilterSelect';
import { roleName } from '../../../shared/access-texts/accessTexts';
import ExportButton from '../../../shared/ExportButton';
import { useAccounts } from '../../../shared/lookups/api';
import { useCompanies } from '../companies/api';
import { useRoles } from './api';
import ResetPasswordDialog from './ResetPasswordDialog';
import UserFormDialog from './UserFormDialog';
import { userColumns } from './userColumns';
import { USER_CODECS, userFields, userQuery } from './userSearch';
import { useUserActions } from './useUserActions';

type Dialog =
  | { kind: 'form'; user: UserDetail | null }
  | { kind: 'reset'; user: UserDetail }
  | { kind: 'access'; user: UserDetail };

// the access view is the access-model screens' (features/auth-admin/access): loaded when first opened
const EffectiveAccessDrawer = lazy(() =>
  import('../access/EffectiveAccessDrawer').then((module) => ({ default: module.EffectiveAccessDrawer })),
);

/** /auth/user: the users with their role, company and accounts; create, edit, disable or enable, reset, delete. */
export default function UserPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const canEdit = access.can['auth.user.edit'];
  const { list, search, pager } = useListPage(USER_CODECS);
  const query = useMemo(() => userQuery(list), [list]);
  const page = useCall(calls.authAdmin.userPage, query, { placeholderData: keepPreviousData });
  const roles = useRoles();
  const accounts = useAccounts();
  const companies = useCompanies({ enabled: access.can['auth.account.view'] });
  const fields = useMemo(
    () =>
      userFields(t, {
        roles: (roles.data ?? []).map((role) => ({ value: role.id, label: roleName(t, role.name) })),
        accounts: (accounts.data ?? []).map((account) => ({ value: account.id, label: account.account_name })),
        companies: (companies.data ?? []).map((company) => ({ value: company.id, label: company.name })),
        accountControl: accountFilterControl,
      }),
    [t, roles.data, accounts.data, companies.data],
  );
  // each opening mounts a fresh dialog (a new key) whose form starts from the user's values
  const [dialog, setDialog] = useState<(Dialog & { opening: number }) | null>(null);
  const open = (next: Dialog) => setDialog((current) => ({ ...next, opening: (current?.opening ?? 0) + 1 }));
  const { askStatus, askDelete } = useUserActions();
  const selfId = Number(readLocal(LocalKey.userId)) || null;

  const columns = userColumns(t, {
    canEdit,
    selfId,
    onEdit: (user) => open({ kind: 'form', user }),
    onStatus: askStatus,
    onResetPassword: (user) => open({ kind: 'reset', user }),
    onDelete: askDelete,
    onAccess: (user) => open({ kind: 'access', user }),
  });

  return (
    <ListPage
      breadcrumb={[{ title: t('menu.auth') }, { title: t('menu.auth.user') }]}
      filters={<SearchForm fields={fields} {...search} />}
      toolbar={
        <>
          {canEdit ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => open({ kind: 'form', user: null })}
              data-testid="user-add"
            >
              {t('directory.user.add')}
            </Button>
          ) : null}
          <ExportButton call={calls.listExports.users} filters={query} fileName="users.csv" />
        </>
      }
      pagination={<ListPagination {...pager(page.data?.total ?? 0)} />}
    >
      <ListTable<UserDetail>
        rows={page.data?.list}
        loading={page.isFetching}
        columns={columns}
        scroll={{ x: 1200 }}
        empty={t('directory.user.empty')}
      />
      {dialog?.kind === 'form' ? (
        <UserFormDialog
          key={dialog.opening}
          user={dialog.user}
          companies={companies.data ?? []}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'reset' ? (
        <ResetPasswordDialog key={dialog.opening} user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'access' ? (
        <Suspense fallback={null}>
          <EffectiveAccessDrawer key={dialog.opening} userId={dialog.user.id} open onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </ListPage>
  );
}
