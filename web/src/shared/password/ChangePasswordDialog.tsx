import { Code, calls } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../app/useCall';
import FormDialog, { type FormDialogResult } from '../../kit/FormDialog';
import { toastSuccess } from '../../kit/feedback';
import { encodePassword } from '../../lib/encodePassword';
import PasswordRulesInput from './PasswordRulesInput';
import { confirmPasswordRules, newPasswordRules } from './passwordRules';

interface Values {
  current: string;
  password: string;
  confirm: string;
}

/** The server's field names, as the form's. */
const FIELD_OF: Record<string, keyof Values> = { current_password: 'current', new_password: 'password' };

/**
 * The signed-in user changes their own password: the current one, the new one (its rules ticked off as they type)
 * and the new one again. Every other session of theirs ends; this tab goes on.
 */
export default function ChangePasswordDialog({ shareid, onClose }: { shareid: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const change = useCallMutation(calls.session.changePassword, { refusals: { fieldErrorsAlone: true } });

  const submit = async (values: Values): Promise<FormDialogResult> => {
    const outcome = await change.mutateAsync({
      current_password: encodePassword(values.current),
      new_password: encodePassword(values.password),
    });
    if (outcome.ok) {
      toastSuccess(t('session.password.done'));
      return true;
    }
    if (outcome.code === Code.PASSWORD_WRONG)
      return [{ name: 'current', errors: [t(`errors.${Code.PASSWORD_WRONG}`)] }];
    const placed = outcome.fields.flatMap((field) =>
      FIELD_OF[field.field]
        ? [{ name: FIELD_OF[field.field]!, errors: [t(`directory.rule.password.${field.rule}`, field.message)] }]
        : [],
    );
    return placed.length ? placed : false;
  };

  return (
    <FormDialog<Values>
      form={form}
      title={t('session.password.title')}
      okText={t('session.password.submit')}
      width={480}
      initialValues={{ current: '', password: '', confirm: '' }}
      onSubmit={submit}
      onClose={onClose}
      testId="change-password-form"
    >
      <Alert type="info" showIcon title={t('session.password.help')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="current"
        label={t('session.password.current')}
        rules={[{ required: true, message: t('session.password.currentRequired') }]}
      >
        <Input.Password autoComplete="current-password" data-testid="password-current" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('session.password.new')}
        validateTrigger="onBlur"
        rules={newPasswordRules(t, t('session.password.newRequired'), shareid)}
      >
        <PasswordRulesInput shareid={shareid} data-testid="password-new" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('session.password.confirm')}
        dependencies={['password']}
        validateTrigger="onBlur"
        rules={confirmPasswordRules(form, {
          required: t('session.password.confirmRequired'),
          mismatch: t('session.password.mismatch'),
        })}
      >
        <Input.Password autoComplete="new-password" data-testid="password-confirm" />
      </Form.Item>
    </FormDialog>
  );
}
