import { calls, type RoleListItem, type UserDetail } from '@adconsole/contract';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../app/useCall';
import GuardedModal from '../../../kit/GuardedModal';
import ListTable from '../../../kit/ListTable';
import { EffectiveAccessDrawer } from '../access/EffectiveAccessDrawer';

export interface RoleUsersDialogProps {
  role: RoleListItem | null;
  onClose: () => void;
}

/** The users who hold a role, each with the way to their effective access. */
export function RoleUsersDialog({ role, onClose }: RoleUsersDialogProps) {
  const { t } = useTranslation();
  const users = useCall(calls.authAdmin.userPage, role ? { role_id: role.id, page_no: 1, page_size: 100 } : null);
  const [userId, setUserId] = useState<number | null>(null);
  const columns: ColumnsType<UserDetail> = [
    { key: 'shareid', title: t('authAccess.user.shareid'), dataIndex: 'shareid' },
    {
      key: 'status',
      title: t('authAccess.user.status'),
      width: 110,
      render: (_, user) =>
        user.status === 1 ? (
          <Tag color="success">{t('authAccess.user.enabled')}</Tag>
        ) : (
          <Tag>{t('authAccess.user.disabled')}</Tag>
        ),
    },
    {
      key: 'action',
      title: t('authAccess.col.action'),
      width: 150,
      render: (_, user) => (
        <Button type="link" size="small" onClick={() => setUserId(user.id)} data-testid="user-access-open">
          {t('authAccess.effective.open')}
        </Button>
      ),
    },
  ];
  return (
    <GuardedModal
      watchForms={false}
      open={role !== null}
      width={560}
      title={t('authAccess.role.usersTitle', { name: role?.name ?? '' })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <ListTable<UserDetail>
        size="small"
        loading={users.isFetching}
        rows={users.data?.list}
        columns={columns}
        empty={t('authAccess.role.noUsers')}
      />
      {userId !== null ? <EffectiveAccessDrawer userId={userId} open onClose={() => setUserId(null)} /> : null}
    </GuardedModal>
  );
}
