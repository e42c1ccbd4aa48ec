import { calls, type MenuItem, type PermissionGroupItem } from '@adconsole/contract';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../app/useCall';
import GuardedModal from '../../../kit/GuardedModal';
import { accessChange } from '../access/accessApi';
import { settleChange } from '../access/changeOutcome';
import { indentedTitle, menuTree, parentChoices } from './menuTree';

export interface MoveGroupDialogProps {
  group: PermissionGroupItem;
  rows: readonly MenuItem[];
  onClose: () => void;
}

/** Hangs a permission group under another menu (relation/menu_permission). */
export function MoveGroupDialog({ group, rows, onClose }: MoveGroupDialogProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ menu_id: number }>();
  const move = useCallMutation(calls.authAccess.menuPermission, accessChange);
  const menus = useMemo(
    () => parentChoices(menuTree(rows, i18n.language), new Set([group.menu_id])),
    [rows, group.menu_id, i18n.language],
  );
  const submit = async ({ menu_id }: { menu_id: number }) => {
    const ok = await settleChange(move.mutateAsync({ menu_id, group_ids: [group.id] }), {
      success: t('authAccess.group.moved'),
    });
    if (ok) onClose();
  };
  return (
    <GuardedModal
      open
      width={480}
      title={t('authAccess.group.moveTitle', { name: group.name })}
      okText={t('authAccess.group.move')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      confirmLoading={move.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="menu_id"
          label={t('authAccess.group.field.menu')}
          rules={[{ required: true, message: t('authAccess.group.form.menuRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={menus.map((m) => ({ value: m.id, label: indentedTitle(m) }))}
          />
        </Form.Item>
      </Form>
    </GuardedModal>
  );
}
