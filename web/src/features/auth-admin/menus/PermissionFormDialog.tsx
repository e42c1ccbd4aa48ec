import { AccessLimits, calls, type PermissionItem } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../app/useCall';
import FormDialog from '../../../kit/FormDialog';
import { textLimit } from '../../../kit/fieldRules';
import { accessChange } from '../access/accessApi';
import { fieldErrorsOn, settleChange } from '../access/changeOutcome';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
const API_PATH = /^\/v[12]\/\S*$/;

interface Values {
  method: Method;
  path: string;
  remark?: string;
}

export interface PermissionFormDialogProps {
  groupId: number;
  /** the permission to edit; null adds one to the group */
  permission: PermissionItem | null;
  onClose: () => void;
}

/** Adds a permission (an API call: method and path) to a group, or edits one; a builtin call keeps its method and path. */
export function PermissionFormDialog({ groupId, permission, onClose }: PermissionFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCallMutation(calls.authAccess.createPermission, accessChange);
  const edit = useCallMutation(calls.authAccess.editPermission, accessChange);
  const locked = permission?.builtin ?? false;
  const submit = async (v: Values) => {
    const remark = (v.remark ?? '').trim();
    const call = { method: v.method, path: v.path.trim() };
    const options = {
      success: t('authAccess.permission.saved'),
      onFieldErrors: fieldErrorsOn(form, ['method', 'path', 'remark']),
    };
    return permission
      ? settleChange(edit.mutateAsync({ id: permission.id, remark, ...(locked ? {} : call) }), options)
      : settleChange(create.mutateAsync({ group_id: groupId, remark, ...call }), options);
  };
  return (
    <FormDialog<Values>
      form={form}
      title={t(permission ? 'authAccess.permission.editTitle' : 'authAccess.permission.addTitle')}
      okText={t('authAccess.save')}
      requiredMark
      initialValues={{
        method: (permission?.method as Method | undefined) ?? 'GET',
        path: permission?.path ?? '',
        remark: permission?.remark ?? '',
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="method" label={t('authAccess.permission.field.method')} rules={[{ required: true }]}>
        <Select disabled={locked} options={METHODS.map((m) => ({ value: m, label: m }))} />
      </Form.Item>
      <Form.Item
        name="path"
        label={t('authAccess.permission.field.path')}
        rules={[
          { required: true, whitespace: true, message: t('authAccess.permission.form.pathRequired') },
          { pattern: API_PATH, message: t('authAccess.permission.form.pathInvalid') },
          textLimit(t, AccessLimits.PATH_MAX).rule,
        ]}
      >
        <Input {...textLimit(t, AccessLimits.PATH_MAX).input} disabled={locked} />
      </Form.Item>
      <Form.Item
        name="remark"
        label={t('authAccess.permission.field.remark')}
        rules={[textLimit(t, AccessLimits.REMARK_MAX).rule]}
      >
        <Input {...textLimit(t, AccessLimits.REMARK_MAX).input} />
      </Form.Item>
    </FormDialog>
  );
}
