import { calls, type UserDetail } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../app/useCall';
import { toastError, toastSuccess } from '../../../kit/feedback';
import GuardedModal from '../../../kit/GuardedModal';
import { encodePassword } from '../../../lib/encodePassword';
import PasswordRulesInput from '../../../shared/password/PasswordRulesInput';
import { confirmPasswordRules, newPasswordRules } from '../../../shared/password/passwordRules';
import { directoryWording, placeFieldErrors } from '../directory/outcome';

interface Values {
  password: string;
  confirm: string;
}

/** Sets a new password for a user, typed twice; every session of the user ends. */
export default function ResetPasswordDialog({ user, onClose }: { user: UserDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // every session of the user ends; nothing shown changes
  const reset = useCallMutation(calls.authAdmin.resetPassword, { refusals: directoryWording });

  const submit = async () => {
    // a refused field shows its message; there is nothing more to do
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const outcome = await reset.mutateAsync({ id: user.id, password: encodePassword(values.password) });
    if (outcome.ok) {
      toastSuccess(t('directory.user.resetDone'));
      onClose();
      return;
    }
    const placed = placeFieldErrors(outcome.fields, ['password'] as const, (key, fallback) =>
      t(key, { defaultValue: fallback }),
    );
    form.setFields(placed);
    const unplaced = outcome.text ?? outcome.fields[0]?.message;
    if (!placed.length && unplaced) toastError(unplaced);
  };

  return (
    <GuardedModal
      open
      width={480}
      title={t('directory.user.resetTitle', { shareid: user.shareid })}
      okText={t('directory.user.resetPassword')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      confirmLoading={reset.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('directory.user.resetHelp')} style={{ marginBottom: 16 }} />
      <Form<Values>
        form={form}
        layout="vertical"
        onValuesChange={() => {
          // a message shown on leaving a field goes as soon as the typing fixes it
          const shown = (['password', 'confirm'] as const).filter((name) => form.getFieldError(name).length);
          if (shown.length) form.validateFields([...shown]).catch(() => undefined);
        }}
        onFinish={() => void submit()}
        data-testid="reset-password-form"
      >
        <Form.Item
          name="password"
          label={t('directory.user.resetField')}
          validateTrigger="onBlur"
          rules={newPasswordRules(t, t('directory.user.form.passwordRequired'), user.shareid)}
        >
          <PasswordRulesInput shareid={user.shareid} onPressEnter={() => void submit()} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('directory.user.resetConfirm')}
          dependencies={['password']}
          validateTrigger="onBlur"
          rules={confirmPasswordRules(form, {
            required: t('directory.user.form.passwordRequired'),
            mismatch: t('directory.user.resetMismatch'),
          })}
        >
          <Input.Password autoComplete="new-password" onPressEnter={() => void submit()} />
        </Form.Item>
      </Form>
    </GuardedModal>
  );
}
