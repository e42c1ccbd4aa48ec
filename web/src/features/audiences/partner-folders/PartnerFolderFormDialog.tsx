import { Code, PARTNER_FOLDER_PATTERN, type PartnerFolderItem, PartnerFolderLimits } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import FormDialog, { type FormDialogResult } from '../../../kit/FormDialog';
import { textLimit } from '../../../kit/fieldRules';
import { RelationAccountsInput } from '../../../shared/AccountRelationInput';
import { useSavePartnerFolder } from './api';

interface Values {
  folder: string;
  account_ids: number[];
}

/** The dialog that maps a new folder to accounts, or changes the accounts of one (its name then stays). */
export default function PartnerFolderFormDialog({
  item,
  onClose,
}: {
  item: PartnerFolderItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSavePartnerFolder();

  const submit = async (values: Values): Promise<FormDialogResult> => {
    const body = item
      ? { id: item.id, account_ids: values.account_ids }
      : { folder: values.folder.trim(), account_ids: values.account_ids };
    const outcome = await save.mutateAsync(body);
    if (outcome.ok) return true;
    if (outcome.code === Code.PARTNER_FOLDER_TAKEN) {
      return [{ name: 'folder', errors: [t('partnerFolders.form.taken')] }];
    }
    const placed = outcome.fields
      .filter((f) => f.field === 'folder' || f.field === 'account_ids')
      .map((f) => ({ name: f.field, errors: [f.message] }));
    if (placed.length) return placed;
    return [{ name: 'account_ids', errors: [outcome.text ?? t('partnerFolders.form.failed')] }];
  };

  return (
    <FormDialog<Values>
      form={form}
      width={560}
      title={t(item ? 'partnerFolders.editTitle' : 'partnerFolders.addTitle')}
      initialValues={{ folder: item?.folder ?? '', account_ids: item?.accounts.map((a) => a.account_id) ?? [] }}
      onSubmit={submit}
      onClose={onClose}
      testId="partner-folder-form"
    >
      <Form.Item
        name="folder"
        label={t('partnerFolders.field.folder')}
        extra={t('partnerFolders.field.folderHelp')}
        rules={[
          { required: true, whitespace: true, message: t('partnerFolders.form.folderRequired') },
          {
            validator: async (_, value: string) => {
              const name = (value ?? '').trim();
              if (name && (!PARTNER_FOLDER_PATTERN.test(name) || name === '.' || name === '..')) {
                throw new Error(t('partnerFolders.form.folderPattern'));
              }
            },
          },
          textLimit(t, PartnerFolderLimits.NAME_MAX).rule,
        ]}
      >
        <Input {...textLimit(t, PartnerFolderLimits.NAME_MAX).input} disabled={item !== null} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="account_ids"
        label={t('partnerFolders.field.accounts')}
        extra={
          item && item.other_accounts > 0
            ? t('partnerFolders.field.othersKept', { count: item.other_accounts })
            : t('partnerFolders.field.accountsHelp')
        }
        rules={[{ required: true, type: 'array', min: 1, message: t('partnerFolders.form.accountsRequired') }]}
      >
        <RelationAccountsInput placeholder={t('partnerFolders.field.accountsPlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}
