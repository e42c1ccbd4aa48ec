import { AccessLimits, calls, type PermissionGroupItem } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../app/useCall';
import FormDialog from '../../../kit/FormDialog';
import { textLimit } from '../../../kit/fieldRules';
import { accessChange } from '../access/accessApi';
import { fieldErrorsOn, settleChange } from '../access/changeOutcome';

interface Values {
  name: string;
  remark?: string;
}

export interface GroupFormDialogProps {
  menuId: number;
  /** the group to edit; null adds one under the menu */
  group: PermissionGroupItem | null;
  onClose: () => void;
}

/** The key rule of the contract: what the server's checks and the web's `can[...]` read. */
export const GROUP_KEY = /^[A-Za-z][\w.-]*$/;

/** Adds a permission group under a menu, or edits one (a builtin group keeps its key: the code checks calls by it). */
export function GroupFormDialog({ menuId, group, onClose }: GroupFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCallMutation(calls.authAccess.createGroup, accessChange);
  const edit = useCallMutation(calls.authAccess.editGroup, accessChange);
  const submit = async (v: Values) => {
    const remark = (v.remark ?? '').trim();
    const options = { success: t('authAccess.group.saved'), onFieldErrors: fieldErrorsOn(form, ['name', 'remark']) };
    return group
      ? settleChange(
          edit.mutateAsync({ id: group.id, remark, ...(group.builtin ? {} : { name: v.name.trim() }) }),
          options,
        )
      : settleChange(create.mutateAsync({ menu_id: menuId, name: v.name.trim(), remark }), options);
  };
  return (
    <FormDialog<Values>
      form={form}
      width={480}
      title={t(group ? 'authAccess.group.editTitle' : 'authAccess.group.addTitle')}
      okText={t('authAccess.save')}
      requiredMark
      initialValues={{ name: group?.name ?? '', remark: group?.remark ?? '' }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('authAccess.group.field.name')}
        extra={t('authAccess.group.form.nameHelp')}
        rules={[
          { required: true, whitespace: true, message: t('authAccess.group.form.nameRequired') },
          { pattern: GROUP_KEY, message: t('authAccess.group.form.nameInvalid') },
          textLimit(t, AccessLimits.NAME_MAX).rule,
        ]}
      >
        <Input {...textLimit(t, AccessLimits.NAME_MAX).input} disabled={group?.builtin} data-testid="group-name" />
      </Form.Item>
      <Form.Item
        name="remark"
        label={t('authAccess.group.field.remark')}
        rules={[textLimit(t, AccessLimits.REMARK_MAX).rule]}
      >
        <Input {...textLimit(t, AccessLimits.REMARK_MAX).input} />
      </Form.Item>
    </FormDialog>
  );
}
