import { API_KEY_NAME_MAX, type ApiKeyItem, calls } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../app/useCall';
import FormDialog, { type FormDialogResult } from '../../kit/FormDialog';
import { toastSuccess } from '../../kit/feedback';
import { textLimit } from '../../kit/fieldRules';
import { apiKeyChange } from './api';

interface Values {
  name: string;
}

/** The dialog that renames a key (its secret and scopes stay). */
export default function RenameKeyDialog({ item, onClose }: { item: ApiKeyItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rename = useCallMutation(calls.apiKeys.rename, apiKeyChange);

  const submit = async (values: Values): Promise<FormDialogResult> => {
    const outcome = await rename.mutateAsync({ id: item.id, name: values.name.trim() });
    if (outcome.ok) {
      toastSuccess(t('apiKeys.renamed'));
      return true;
    }
    const placed = outcome.fields.filter((f) => f.field === 'name').map((f) => ({ name: 'name', errors: [f.message] }));
    if (placed.length) return placed;
    return [{ name: 'name', errors: [outcome.text ?? t('apiKeys.form.failed')] }];
  };

  return (
    <FormDialog<Values>
      form={form}
      title={t('apiKeys.renameTitle', { name: item.name })}
      initialValues={{ name: item.name }}
      onSubmit={submit}
      onClose={onClose}
      testId="api-key-rename-form"
    >
      <Form.Item
        name="name"
        label={t('apiKeys.field.name')}
        rules={[
          { required: true, whitespace: true, message: t('apiKeys.form.nameRequired') },
          textLimit(t, API_KEY_NAME_MAX).rule,
        ]}
      >
        <Input {...textLimit(t, API_KEY_NAME_MAX).input} autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}
