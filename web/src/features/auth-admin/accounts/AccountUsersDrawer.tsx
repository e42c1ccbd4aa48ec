import { type AccountDetail, calls, type UserItem } from '@adconsole/contract';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../../app/useCall';
import { toastError, toastSuccess } from '../../../kit/feedback';
import GuardedDrawer from '../../../kit/GuardedDrawer';
import RowAction from '../../../kit/RowAction';
import { directoryChange } from '../directory/outcome';
import { useRoles } from '../users/api';
import { useAddAccountUsers } from './api';

/** Props of the linked-users drawer: the account whose users it shows (null: closed). */
export interface AccountUsersDrawerProps {
  account: AccountDetail | null;
  canEdit: boolean;
  onClose: () => void;
}

/**
 * The users linked to an account: who they are and their role; with the edit group, a choice of users to link (one
 * goes through addUser, several through batchAddUser) and a remove per user.
 */
export default function AccountUsersDrawer({ account, canEdit, onClose }: AccountUsersDrawerProps) {
  const { t } = useTranslation();
  const accountId = account?.id ?? null;
  const linked = useCall(calls.authAdmin.users, accountId === null ? null : { account_id: accountId });
  // every user of the caller's scope, as the choice of users to link
  const options = useCall(calls.authAdmin.users, {}, { enabled: canEdit && accountId !== null });
  const roles = useRoles({ enabled: accountId !== null });
  const add = useAddAccountUsers();
  const remove = useCallMutation(calls.authAdmin.delUser, directoryChange);
  const [chosen, setChosen] = useState<number[]>([]);
  const roleName = useMemo(() => new Map((roles.data ?? []).map((role) => [role.id, role.name])), [roles.data]);
  const linkedIds = new Set((linked.data ?? []).map((user) => user.id));
  const choices = (options.data ?? [])
    .filter((user) => !linkedIds.has(user.id))
    .map((user) => ({ value: user.id, label: user.shareid }));

  const addChosen = async () => {
    if (!accountId || chosen.length === 0) return;
    const outcome = await add.mutateAsync({ accountId, userIds: chosen });
    if (outcome.ok) {
      toastSuccess(t('directory.accountUsers.added', { count: chosen.length }));
      setChosen([]);
    } else if (outcome.text) toastError(outcome.text);
  };

  const askRemove = (user: UserItem) =>
    Modal.confirm({
      title: t('directory.accountUsers.removeTitle', { shareid: user.shareid, name: account?.account_name ?? '' }),
      content: t('directory.accountUsers.removeText'),
      okText: t('directory.accountUsers.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        if (!accountId) return;
        const outcome = await remove.mutateAsync({ user_id: user.id, account_ids: [accountId] });
        if (outcome.ok) toastSuccess(t('directory.accountUsers.removed'));
        else if (outcome.text) toastError(outcome.text);
      },
    });

  return (
    <GuardedDrawer
      watchForms={false}
      open={account !== null}
      width={600}
      title={t('directory.accountUsers.title', { name: account?.account_name ?? '' })}
      onClose={() => {
        setChosen([]);
        onClose();
      }}
      destroyOnHidden
      data-testid="account-users-drawer"
    >
      {canEdit ? (
        <div style={{ display: 'flex', gap: 8, marginBottom: 16 }}>
          <Select<number[]>
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ flex: 1 }}
            loading={options.isLoading}
            placeholder={t('directory.accountUsers.pick')}
            aria-label={t('directory.accountUsers.pick')}
            options={choices}
            value={chosen}
            onChange={setChosen}
            maxTagCount="responsive"
            data-testid="account-users-pick"
          />
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={add.isPending}
            onClick={() => void addChosen()}
            data-testid="account-users-add"
          >
            {chosen.length > 1
              ? t('directory.accountUsers.batchAdd', { count: chosen.length })
              : t('directory.accountUsers.add')}
          </Button>
        </div>
      ) : null}
      <Table<UserItem>
        size="small"
        rowKey="id"
        loading={linked.isFetching}
        dataSource={linked.data ?? []}
        pagination={(linked.data?.length ?? 0) > 10 ? { pageSize: 10, size: 'small' } : false}
        locale={{ emptyText: t('directory.accountUsers.empty') }}
        columns={[
          { key: 'id', title: t('directory.accountUsers.col.id'), dataIndex: 'user_id', width: 80 },
          { key: 'shareid', title: t('directory.user.col.shareid'), dataIndex: 'shareid' },
          {
            key: 'role',
            title: t('directory.user.col.role'),
            render: (_, user) => roleName.get(user.role_id) ?? user.role_id,
          },
          ...(canEdit
            ? [
                {
                  key: 'action',
                  title: t('directory.action'),
                  width: 90,
                  render: (_: unknown, user: UserItem) => (
                    <RowAction
                      danger
                      onClick={() => askRemove(user)}
                      aria-label={`${t('directory.accountUsers.remove')} ${user.shareid}`}
                    >
                      {t('directory.accountUsers.remove')}
                    </RowAction>
                  ),
                },
              ]
            : []),
        ]}
      />
    </GuardedDrawer>
  );
}
