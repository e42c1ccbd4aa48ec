import { Code, type CompanyItem, Limits, type UserDetail } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../kit/feedback';
import { RelationAccountsInput } from '../../accounts/AccountRelationInput';
import { placeFieldErrors } from '../directory/outcome';
import { isEnabled } from '../directory/queryKeys';
import { useCreateUser, useEditUser, useRoles } from './api';
import PasswordRulesInput from './PasswordRulesInput';
import { brokenPasswordRule, PASSWORD_MIN } from './passwordRules';
import { createUserBody, editUserBody, type UserFormValues, userFormValues } from './userForm';

const FIELDS = ['shareid', 'password', 'role_id', 'company_id', 'account_ids'] as const;

/** Props of the user form: the user to edit, or null for a new one. */
export interface UserFormDialogProps {
  user: UserDetail | null;
  companies: readonly CompanyItem[];
  onClose: () => void;
}

/** The create/edit dialog of a user: sign-in name and password (new users), role, company and linked accounts. */
export default function UserFormDialog({ user, companies, onClose }: UserFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const shareid = Form.useWatch('shareid', form) ?? user?.shareid ?? '';
  const roles = useRoles();
  const create = useCreateUser();
  const edit = useEditUser();
  const pending = create.isPending || edit.isPending;
  // a disabled company takes no new user, but the one a user already has stays shown
  const companyOptions = companies
    .filter((company) => isEnabled(company.status) || company.id === user?.company_id)
    .map((company) => ({ value: company.id, label: company.name }));

  // without the role list (its own group), the user's own role is still shown by name
  const roleOptions = roles.data
    ? roles.data.map((role) => ({ value: role.id, label: role.name }))
    : user
      ? [{ value: user.role_id, label: user.role_name }]
      : [];

  const submit = async () => {
    // a refused field shows its message; there is nothing more to do
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    let outcome: Awaited<ReturnType<typeof create.mutateAsync>>;
    if (user) {
      const body = editUserBody(user, values);
      if (!body) return onClose();
      outcome = await edit.mutateAsync(body);
    } else {
      outcome = await create.mutateAsync(createUserBody(values));
    }
    if (outcome.ok) {
      toastSuccess(t('directory.saved'));
      onClose();
      return;
    }
    // refusals that belong to a field are shown under it; the others as a message
    if (outcome.code === Code.NAME_TAKEN) {
      form.setFields([{ name: 'shareid', errors: [t('directory.user.form.shareidTaken')] }]);
    } else if (outcome.code === Code.LAST_ADMIN || outcome.code === Code.OWN_USER) {
      form.setFields([{ name: 'role_id', errors: [outcome.text ?? ''] }]);
    } else {
      const placed = placeFieldErrors(outcome.fields, FIELDS, (key, fallback) => t(key, { defaultValue: fallback }));
      form.setFields(placed);
      const unplaced = outcome.text ?? outcome.fields[0]?.message;
      if (!placed.length && unplaced) toastError(unplaced);
    }
  };

  return (
    <Modal
      open
      width={560}
      title={user ? t('directory.user.editTitle', { shareid: user.shareid }) : t('directory.user.addTitle')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      confirmLoading={pending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<UserFormValues>
        form={form}
        layout="vertical"
        initialValues={userFormValues(user)}
        onValuesChange={(changed) => {
          // a password message shown on leaving the field goes as soon as the typing fixes it
          if (('password' in changed || 'shareid' in changed) && form.getFieldError('password').length)
            form.validateFields(['password']).catch(() => undefined);
        }}
        onFinish={() => void submit()}
        data-testid="user-form"
      >
        <Form.Item
          name="shareid"
          label={t('directory.user.field.shareid')}
          rules={[
            { required: true, whitespace: true, message: t('directory.user.form.shareidRequired') },
            { max: Limits.LOGIN_NAME_MAX },
          ]}
        >
          <Input
            disabled={user !== null}
            maxLength={Limits.LOGIN_NAME_MAX}
            autoComplete="off"
            placeholder={t('directory.user.form.shareidPlaceholder')}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
        {user ? null : (
          <Form.Item
            name="password"
            label={t('directory.user.field.password')}
            dependencies={['shareid']}
            // the list under the input already reacts to each key; the message waits for the field to be left
            validateTrigger="onBlur"
            rules={[
              { required: true, message: t('directory.user.form.passwordRequired') },
              {
                validator: async (_, value: string) => {
                  const broken = value ? brokenPasswordRule(value, form.getFieldValue('shareid') ?? '') : null;
                  if (broken)
                    throw new Error(
                      t(`directory.password.rule.${broken}`, { min: PASSWORD_MIN, max: Limits.PASSWORD_MAX }),
                    );
                },
              },
            ]}
          >
            <PasswordRulesInput shareid={shareid} onPressEnter={() => void submit()} />
          </Form.Item>
        )}
        <Form.Item
          name="role_id"
          label={t('directory.user.field.role')}
          rules={[{ required: true, message: t('directory.user.form.roleRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={roles.isLoading}
            placeholder={t('directory.user.form.rolePlaceholder')}
            options={roleOptions}
            data-testid="user-role"
          />
        </Form.Item>
        <Form.Item name="company_id" label={t('directory.user.field.company')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('directory.user.form.companyPlaceholder')}
            options={companyOptions}
          />
        </Form.Item>
        <Form.Item name="account_ids" label={t('directory.user.field.accounts')}>
          <RelationAccountsInput placeholder={t('directory.user.form.accountsPlaceholder')} collapse />
        </Form.Item>
      </Form>
    </Modal>
  );
}
