import { AccessLimits, type FieldError, type PermissionGroupItem } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { settleChange } from '../access/changeOutcome';
import { useSingleFlight } from '../access/useSingleFlight';
import { useCreateGroup, useEditGroup } from './menusApi';

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
  const create = useCreateGroup();
  const edit = useEditGroup();
  const showFieldErrors = (errors: FieldError[]) => {
    const known = errors.filter((e) => e.field === 'name' || e.field === 'remark');
    form.setFields(known.map((e) => ({ name: e.field as keyof Values, errors: [e.message] })));
    return known.length > 0;
  };
  const submit = useSingleFlight(async (v: Values) => {
    const remark = (v.remark ?? '').trim();
    const options = { success: t('authAccess.group.saved'), onFieldErrors: showFieldErrors };
    const ok = group
      ? await settleChange(
          edit.mutateAsync({ id: group.id, remark, ...(group.builtin ? {} : { name: v.name.trim() }) }),
          options,
        )
      : await settleChange(create.mutateAsync({ menu_id: menuId, name: v.name.trim(), remark }), options);
    if (ok) onClose();
  });
  return (
    <Modal
      open
      width={480}
      title={t(group ? 'authAccess.group.editTitle' : 'authAccess.group.addTitle')}
      okText={t('authAccess.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      confirmLoading={create.isPending || edit.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ name: group?.name ?? '', remark: group?.remark ?? '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('authAccess.group.field.name')}
          extra={t('authAccess.group.form.nameHelp')}
          rules={[
            { required: true, whitespace: true, message: t('authAccess.group.form.nameRequired') },
            { pattern: GROUP_KEY, message: t('authAccess.group.form.nameInvalid') },
            { max: AccessLimits.NAME_MAX, message: t('authAccess.form.tooLong', { max: AccessLimits.NAME_MAX }) },
          ]}
        >
          <Input
            maxLength={AccessLimits.NAME_MAX}
            disabled={group?.builtin}
            onPressEnter={() => form.submit()}
            data-testid="group-name"
          />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('authAccess.group.field.remark')}
          rules={[
            { max: AccessLimits.REMARK_MAX, message: t('authAccess.form.tooLong', { max: AccessLimits.REMARK_MAX }) },
          ]}
        >
          <Input maxLength={AccessLimits.REMARK_MAX} onPressEnter={() => form.submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
