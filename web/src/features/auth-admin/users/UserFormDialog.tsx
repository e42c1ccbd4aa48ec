import { Code, type CompanyItem, calls, Limits, type UserDetail } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../app/useCall';
import FormDialog from '../../../kit/FormDialog';
import { textLimit } from '../../../kit/fieldRules';
import { RelationAccountsInput } from '../../../shared/AccountRelationInput';
import { roleName } from '../../../shared/access-texts/accessTexts';
import PasswordRulesInput from '../../../shared/password/PasswordRulesInput';
import { brokenPasswordRule, PASSWORD_MIN } from '../../../shared/password/passwordRules';
import CompanyFormItem from '../directory/CompanyFormItem';
import { directoryChange, nameRules, settleSave } from '../directory/outcome';
import { useRoles } from './api';
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
  const create = useCallMutation(calls.authAdmin.createUser, directoryChange);
  const edit = useCallMutation(calls.authAdmin.editUser, directoryChange);

  // without the role list (its own group), the user's own role is still shown by name
  const roleOptions = roles.data
    ? roles.data.map((role) => ({ value: role.id, label: roleName(t, role.name) }))
    : user
      ? [{ value: user.role_id, label: roleName(t, user.role_name) }]
      : [];

  const submit = async (values: UserFormValues) => {
    let outcome: Awaited<ReturnType<typeof create.mutateAsync>>;
    if (user) {
      const body = editUserBody(user, values);
      if (!body) return true;
      outcome = await edit.mutateAsync(body);
    } else {
      outcome = await create.mutateAsync(createUserBody(values));
    }
    // refusals that belong to a field are shown under it; the others as a message
    return settleSave(outcome, {
      names: FIELDS,
      codeFields: {
        [Code.NAME_TAKEN]: { name: 'shareid', message: t('directory.user.form.shareidTaken') },
        [Code.LAST_ADMIN]: { name: 'role_id' },
        [Code.OWN_USER]: { name: 'role_id' },
      },
    });
  };

  return (
    <FormDialog<UserFormValues>
      form={form}
      width={560}
      title={user ? t('directory.user.editTitle', { shareid: user.shareid }) : t('directory.user.addTitle')}
      initialValues={userFormValues(user)}
      onValuesChange={(changed) => {
        // a password message shown on leaving the field goes as soon as the typing fixes it
        if (('password' in changed || 'shareid' in changed) && form.getFieldError('password').length)
          form.validateFields(['password']).catch(() => undefined);
      }}
      onSubmit={submit}
      onClose={onClose}
      testId="user-form"
    >
      <Form.Item
        name="shareid"
        label={t('directory.user.field.shareid')}
        rules={[
          ...nameRules(t('directory.user.form.shareidRequired'), Limits.LOGIN_NAME_MAX),
          textLimit(t, Limits.LOGIN_NAME_MAX).rule,
        ]}
      >
        <Input
          disabled={user !== null}
          {...textLimit(t, Limits.LOGIN_NAME_MAX).input}
          autoComplete="off"
          placeholder={t('directory.user.form.shareidPlaceholder')}
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
          <PasswordRulesInput shareid={shareid} />
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
      <CompanyFormItem
        companies={companies}
        current={user?.company_id}
        label={t('directory.user.field.company')}
        placeholder={t('directory.user.form.companyPlaceholder')}
      />
      <Form.Item name="account_ids" label={t('directory.user.field.accounts')}>
        <RelationAccountsInput placeholder={t('directory.user.form.accountsPlaceholder')} collapse />
      </Form.Item>
    </FormDialog>
  );
}
