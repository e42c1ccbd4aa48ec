import { API_KEY_NAME_MAX, type ApiKeyIssued, calls, SERVICE_SCOPES, type ServiceScope } from '@adconsole/contract';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../app/useCall';
import FormDialog, { type FormDialogResult } from '../../kit/FormDialog';
import { textLimit } from '../../kit/fieldRules';
import { apiKeyChange } from './api';

interface Values {
  name: string;
  scopes: ServiceScope[];
}

/** The dialog that issues a key: a name for the integration and what it may call. */
export default function IssueKeyDialog({
  onClose,
  onIssued,
}: {
  onClose: () => void;
  onIssued: (key: ApiKeyIssued) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const issue = useCallMutation(calls.apiKeys.issue, apiKeyChange);

  const submit = async (values: Values): Promise<FormDialogResult> => {
    const outcome = await issue.mutateAsync({ name: values.name.trim(), scopes: values.scopes });
    if (outcome.ok) {
      // the secret is shown by the next dialog, once; this one closes
      onIssued(outcome.data);
      return true;
    }
    const placed = outcome.fields
      .filter((f) => f.field === 'name' || f.field.startsWith('scopes'))
      .map((f) => ({ name: f.field.startsWith('scopes') ? 'scopes' : f.field, errors: [f.message] }));
    if (placed.length) return placed;
    return [{ name: 'name', errors: [outcome.text ?? t('apiKeys.form.failed')] }];
  };

  return (
    <FormDialog<Values>
      form={form}
      width={560}
      title={t('apiKeys.issueTitle')}
      okText={t('apiKeys.issue')}
      initialValues={{ name: '', scopes: [...SERVICE_SCOPES] }}
      onSubmit={submit}
      onClose={onClose}
      testId="api-key-issue-form"
    >
      <Form.Item
        name="name"
        label={t('apiKeys.field.name')}
        extra={t('apiKeys.field.nameHelp')}
        rules={[
          { required: true, whitespace: true, message: t('apiKeys.form.nameRequired') },
          textLimit(t, API_KEY_NAME_MAX).rule,
        ]}
      >
        <Input {...textLimit(t, API_KEY_NAME_MAX).input} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="scopes"
        label={t('apiKeys.field.scopes')}
        extra={t('apiKeys.field.scopesHelp')}
        // a validator, not `required`: antd would set aria-required on the group's div, which ARIA does not allow there
        rules={[
          {
            validator: async (_, scopes?: ServiceScope[]) => {
              if (!scopes?.length) throw new Error(t('apiKeys.form.scopesRequired'));
            },
          },
        ]}
      >
        <Checkbox.Group
          options={SERVICE_SCOPES.map((scope) => ({ value: scope, label: t(`apiKeys.scope.${scope}`) }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
