import { calls, type RoleListItem } from '@adconsole/contract';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import { useCall } from '../../../app/useCall';
import ListPage from '../../../kit/ListPage';
import ListTable from '../../../kit/ListTable';
import { roleName, roleRemark } from '../../../shared/access-texts/accessTexts';
import ExportButton from '../../../shared/ExportButton';
import { RoleEditor } from './RoleEditor';
import { RoleUsersDialog } from './RoleUsersDialog';
import { useRoleDelete } from './useRoleDelete';

/** /auth/role: the roles, with create, edit (name, flag, remark and grants) and delete for administrators. */
export default function RolePage() {
  const { t } = useTranslation();
  const access = useAccess();
  const roles = useCall(calls.authAccess.roles, undefined);
  const askDelete = useRoleDelete();
  // each opening mounts a fresh editor whose state starts from the role
  const [editor, setEditor] = useState<{ role: RoleListItem | null; opening: number } | null>(null);
  const [usersOf, setUsersOf] = useState<RoleListItem | null>(null);
  const open = (role: RoleListItem | null) => setEditor((prev) => ({ role, opening: (prev?.opening ?? 0) + 1 }));
  const canSeeUsers = access.isAdmin || access.can['auth.user.view'];

  const columns: ColumnsType<RoleListItem> = [
    { key: 'name', title: t('authAccess.role.col.name'), width: 220, render: (_, role) => roleName(t, role.name) },
    {
      key: 'admin',
      title: t('authAccess.role.col.admin'),
      width: 130,
      render: (_, role) =>
        role.is_admin ? (
          <Tag color="warning">{t('authAccess.role.admin')}</Tag>
        ) : (
          <Tag>{t('authAccess.role.member')}</Tag>
        ),
    },
    {
      key: 'remark',
      title: t('authAccess.role.col.remark'),
      ellipsis: true,
      render: (_, role) => roleRemark(t, role.name, role.remark),
    },
    {
      key: 'users',
      title: t('authAccess.role.col.users'),
      width: 110,
      render: (_, role) =>
        canSeeUsers && role.user_count > 0 ? (
          <Button
            type="link"
            size="small"
            onClick={() => setUsersOf(role)}
            aria-label={t('authAccess.role.usersButton', { count: role.user_count, name: role.name })}
          >
            {role.user_count}
          </Button>
        ) : (
          role.user_count
        ),
    },
    {
      key: 'grants',
      title: t('authAccess.role.col.grants'),
      width: 170,
      render: (_, role) =>
        role.is_admin
          ? t('authAccess.role.everything')
          : t('authAccess.role.grantCount', {
              menus: t('authAccess.role.menuCount', { count: role.menu_ids.length }),
              groups: t('authAccess.role.groupCount', { count: role.group_ids.length }),
            }),
    },
  ];
  if (access.isAdmin) {
    columns.push({
      key: 'action',
      title: t('authAccess.col.action'),
      width: 150,
      fixed: 'right',
      render: (_, role) => (
        <Space>
          <Button type="link" size="small" onClick={() => open(role)} data-testid="role-edit">
            {t('authAccess.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => askDelete(role)} data-testid="role-delete">
            {t('authAccess.delete')}
          </Button>
        </Space>
      ),
    });
  }

  return (
    <ListPage
      breadcrumb={[{ title: t('menu.auth') }, { title: t('menu.auth.role') }]}
      toolbar={
        <>
          {access.isAdmin ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="role-add">
              {t('authAccess.role.add')}
            </Button>
          ) : null}
          <ExportButton call={calls.listExports.roles} filters={undefined} fileName="roles.csv" />
        </>
      }
    >
      <ListTable<RoleListItem>
        loading={roles.isFetching}
        rows={roles.data}
        columns={columns}
        scroll={{ x: 900 }}
        empty={t('authAccess.role.empty')}
      />
      {editor ? <RoleEditor key={editor.opening} open role={editor.role} onClose={() => setEditor(null)} /> : null}
      <RoleUsersDialog role={usersOf} onClose={() => setUsersOf(null)} />
    </ListPage>
  );
}
