import { AccessLimits, calls, type FieldError, type RoleListItem } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input, { type InputRef } from 'antd/es/input';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../../app/useCall';
import { textLimit } from '../../../kit/fieldRules';
import GuardedDrawer from '../../../kit/GuardedDrawer';
import { accessChange } from '../access/accessApi';
import { settleChange } from '../access/changeOutcome';
import { useSingleFlight } from '../access/useSingleFlight';
import { GrantTree } from './GrantTree';
import type { Grants } from './grantTree';

interface Values {
  name: string;
  is_admin: boolean;
  remark?: string;
}

export interface RoleEditorProps {
  open: boolean;
  /** the role to edit; null creates one */
  role: RoleListItem | null;
  onClose: () => void;
}

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
};

/**
 * Creates or edits a role: its name, administrator flag and remark, and the menus and groups it grants. Mounted
 * afresh (a new key) for each opening, so its state starts from the role.
 */
export function RoleEditor({ open, role, onClose }: RoleEditorProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const isAdmin = Form.useWatch('is_admin', form) ?? role?.is_admin ?? false;
  const nameInput = useRef<InputRef>(null);
  const menus = useCall(calls.authAccess.menus, undefined);
  const [grants, setGrants] = useState<Grants>({ menuIds: role?.menu_ids ?? [], groupIds: role?.group_ids ?? [] });
  const create = useCallMutation(calls.authAccess.createRole, accessChange);
  const edit = useCallMutation(calls.authAccess.editRole, accessChange);
  const link = useCallMutation(calls.authAccess.linkRoleMenu, accessChange);
  const saving = create.isPending || edit.isPending || link.isPending;

  const showFieldErrors = (errors: FieldError[]) => {
    const known = errors.filter((e) => e.field === 'name' || e.field === 'remark');
    form.setFields(known.map((e) => ({ name: e.field as keyof Values, errors: [e.message] })));
    return known.length > 0;
  };

  const submit = useSingleFlight(async (values: Values) => {
    const fields = { name: values.name.trim(), remark: (values.remark ?? '').trim(), is_admin: values.is_admin };
    const success = t('authAccess.role.saved');
    const grantBody = { menu_ids: grants.menuIds, group_ids: grants.groupIds };
    if (!role) {
      const ok = await settleChange(create.mutateAsync({ ...fields, ...grantBody }), {
        success,
        onFieldErrors: showFieldErrors,
      });
      if (ok) onClose();
      return;
    }
    const grantsChanged = !sameIds(grants.menuIds, role.menu_ids) || !sameIds(grants.groupIds, role.group_ids);
    const ok = await settleChange(edit.mutateAsync({ id: role.id, ...fields }), {
      success: grantsChanged ? null : success,
      onFieldErrors: showFieldErrors,
    });
    if (!ok) return;
    if (grantsChanged && !(await settleChange(link.mutateAsync({ role_id: role.id, ...grantBody }), { success })))
      return;
    onClose();
  });

  return (
    <GuardedDrawer
      open={open}
      size={620}
      title={role ? t('authAccess.role.editTitle', { name: role.name }) : t('authAccess.role.addTitle')}
      onClose={onClose}
      destroyOnHidden
      data-testid="role-editor"
      // the name is where a keyboard user starts (the drawer takes focus for itself as it opens)
      afterOpenChange={(opened) => opened && nameInput.current?.focus()}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="role-save">
            {t('authAccess.save')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ name: role?.name ?? '', is_admin: role?.is_admin ?? false, remark: role?.remark ?? '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('authAccess.role.field.name')}
          rules={[
            { required: true, whitespace: true, message: t('authAccess.role.form.nameRequired') },
            textLimit(t, AccessLimits.NAME_MAX).rule,
          ]}
        >
          <Input
            {...textLimit(t, AccessLimits.NAME_MAX).input}
            placeholder={t('authAccess.role.form.namePlaceholder')}
            onPressEnter={() => form.submit()}
            data-testid="role-name"
            ref={nameInput}
          />
        </Form.Item>
        <Form.Item
          name="is_admin"
          label={t('authAccess.role.field.admin')}
          valuePropName="checked"
          extra={t('authAccess.role.form.adminHelp')}
        >
          <Switch data-testid="role-admin" />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('authAccess.role.field.remark')}
          rules={[textLimit(t, AccessLimits.REMARK_MAX).rule]}
        >
          <Input.TextArea rows={2} {...textLimit(t, AccessLimits.REMARK_MAX).input} />
        </Form.Item>
        <Form.Item label={t('authAccess.role.field.grants')} extra={t('authAccess.grants.help')}>
          {isAdmin ? (
            <Alert type="info" showIcon title={t('authAccess.grants.adminAll')} />
          ) : menus.isLoading ? (
            <Spin />
          ) : (
            <div data-testid="grant-tree">
              <GrantTree menus={menus.data ?? []} value={grants} onChange={setGrants} />
            </div>
          )}
        </Form.Item>
      </Form>
    </GuardedDrawer>
  );
}
