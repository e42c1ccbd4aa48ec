import { calls, type MenuItem, type PermissionGroupItem } from '@adconsole/contract';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../../app/useCall';
import GuardedDrawer from '../../../kit/GuardedDrawer';
import ListTable from '../../../kit/ListTable';
import { groupDescription, groupTitle } from '../../../shared/access-texts/accessTexts';
import ExportButton from '../../../shared/ExportButton';
import { accessChange } from '../access/accessApi';
import { settleChange } from '../access/changeOutcome';
import { GroupFormDialog } from './GroupFormDialog';
import { GroupPermissions } from './GroupPermissions';
import { MoveGroupDialog } from './MoveGroupDialog';
import { menuTitle } from './menuTree';

export interface MenuGroupsDrawerProps {
  menu: MenuItem;
  rows: readonly MenuItem[];
  /** administrators add, edit, move and delete; others read */
  editable: boolean;
  onClose: () => void;
}

type Dialog = { kind: 'form'; group: PermissionGroupItem | null } | { kind: 'move'; group: PermissionGroupItem };

/** The permission groups of a menu, each opening onto its permissions (method + path). */
export function MenuGroupsDrawer({ menu, rows, editable, onClose }: MenuGroupsDrawerProps) {
  const { t, i18n } = useTranslation();
  const groups = useCall(
    calls.authAccess.groupPage,
    { menu_id: menu.id, page_no: 1, page_size: 1000 },
    { select: (page) => page.list },
  );
  const remove = useCallMutation(calls.authAccess.deleteGroup, accessChange);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const askDelete = (group: PermissionGroupItem) =>
    Modal.confirm({
      title: t('authAccess.group.deleteTitle', { name: group.name }),
      content: t('authAccess.group.deleteText'),
      okText: t('authAccess.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => settleChange(remove.mutateAsync({ id: group.id }), { success: t('authAccess.deleted') }),
    });

  const columns: ColumnsType<PermissionGroupItem> = [
    {
      key: 'name',
      title: t('authAccess.group.field.name'),
      render: (_, g) => (
        <span data-testid={`group-row-${g.name}`}>
          {groupTitle(t, g.name)} <code>{g.name}</code>
          {g.builtin ? (
            <Tag color="purple" style={{ marginInlineStart: 8 }}>
              {t('authAccess.menu.kind.builtin')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      key: 'remark',
      title: t('authAccess.group.field.remark'),
      ellipsis: true,
      render: (_, g) => groupDescription(t, g.name, g.remark),
    },
    { key: 'permissions', title: t('authAccess.group.col.permissions'), dataIndex: 'permission_count', width: 90 },
    { key: 'roles', title: t('authAccess.group.col.roles'), dataIndex: 'role_count', width: 80 },
  ];
  if (editable) {
    columns.push({
      key: 'action',
      title: t('authAccess.col.action'),
      width: 180,
      render: (_, g) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'form', group: g })}>
            {t('authAccess.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'move', group: g })}>
            {t('authAccess.group.move')}
          </Button>
          {g.builtin ? null : (
            <Button type="link" size="small" danger onClick={() => askDelete(g)}>
              {t('authAccess.delete')}
            </Button>
          )}
        </Space>
      ),
    });
  }

  return (
    <GuardedDrawer
      watchForms={false}
      open
      size={820}
      title={t('authAccess.group.drawerTitle', { menu: menuTitle(menu, i18n.language) })}
      onClose={onClose}
      destroyOnHidden
      data-testid="menu-groups"
      extra={
        <>
          <ExportButton
            call={calls.listExports.permissionGroups}
            filters={{ menu_id: menu.id }}
            fileName="permission-groups.csv"
          />
          {editable ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'form', group: null })}>
              {t('authAccess.group.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <ListTable<PermissionGroupItem>
        loading={groups.isFetching}
        rows={groups.data}
        columns={columns}
        expandable={{ expandedRowRender: (g) => <GroupPermissions groupId={g.id} editable={editable} /> }}
        empty={t('authAccess.group.empty')}
      />
      {dialog?.kind === 'form' ? (
        <GroupFormDialog menuId={menu.id} group={dialog.group} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveGroupDialog group={dialog.group} rows={rows} onClose={() => setDialog(null)} />
      ) : null}
    </GuardedDrawer>
  );
}
