import { calls, type PermissionItem } from '@adconsole/contract';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../../app/useCall';
import ListTable from '../../../kit/ListTable';
import { accessChange } from '../access/accessApi';
import { settleChange } from '../access/changeOutcome';
import { PermissionFormDialog } from './PermissionFormDialog';

// status colours: the theme darkens them to pass WCAG AA contrast on their light backgrounds
const METHOD_COLORS: Record<string, string> = { GET: 'success', POST: 'processing', PUT: 'warning', DELETE: 'error' };

/** The permissions (API calls) of one group, with add, edit and delete for administrators. */
export function GroupPermissions({ groupId, editable }: { groupId: number; editable: boolean }) {
  const { t } = useTranslation();
  const permissions = useCall(calls.authAccess.permissions, { group_id: groupId });
  const remove = useCallMutation(calls.authAccess.deletePermission, accessChange);
  const [dialog, setDialog] = useState<{ permission: PermissionItem | null } | null>(null);

  const askDelete = (permission: PermissionItem) =>
    Modal.confirm({
      title: t('authAccess.permission.deleteTitle', { name: `${permission.method} ${permission.path}` }),
      okText: t('authAccess.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => settleChange(remove.mutateAsync({ id: permission.id }), { success: t('authAccess.deleted') }),
    });

  const columns: ColumnsType<PermissionItem> = [
    {
      key: 'method',
      title: t('authAccess.permission.field.method'),
      width: 90,
      render: (_, p) => <Tag color={METHOD_COLORS[p.method]}>{p.method}</Tag>,
    },
    {
      key: 'path',
      title: t('authAccess.permission.field.path'),
      render: (_, p) => <code style={{ whiteSpace: 'nowrap' }}>{p.path}</code>,
    },
    { key: 'remark', title: t('authAccess.permission.field.remark'), dataIndex: 'remark', width: 140, ellipsis: true },
    {
      key: 'builtin',
      title: t('authAccess.menu.col.kind'),
      width: 100,
      render: (_, p) => (p.builtin ? <Tag color="purple">{t('authAccess.menu.kind.builtin')}</Tag> : null),
    },
  ];
  if (editable) {
    columns.push({
      key: 'action',
      title: t('authAccess.col.action'),
      width: 130,
      render: (_, p) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDialog({ permission: p })}>
            {t('authAccess.edit')}
          </Button>
          {p.builtin ? null : (
            <Button type="link" size="small" danger onClick={() => askDelete(p)}>
              {t('authAccess.delete')}
            </Button>
          )}
        </Space>
      ),
    });
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ListTable<PermissionItem>
        size="small"
        loading={permissions.isFetching}
        rows={permissions.data}
        columns={columns}
        empty={t('authAccess.permission.empty')}
      />
      {editable ? (
        <div>
          <Button size="small" icon={<PlusOutlined />} onClick={() => setDialog({ permission: null })}>
            {t('authAccess.permission.add')}
          </Button>
        </div>
      ) : null}
      {dialog ? (
        <PermissionFormDialog groupId={groupId} permission={dialog.permission} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
