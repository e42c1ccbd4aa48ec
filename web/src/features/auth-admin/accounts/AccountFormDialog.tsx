import { type AccountDetail, Code, type CompanyItem, DirectoryLimits, DirectoryStatus } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import FormDialog from '../../../kit/FormDialog';
import { textLimit } from '../../../kit/fieldRules';
import CompanyFormItem from '../directory/CompanyFormItem';
import { nameRules, settleSave } from '../directory/outcome';
import { isEnabled } from '../directory/status';
import { useSaveAccount } from './api';

interface Values {
  account_name: string;
  company_id?: number;
  enabled: boolean;
}

const FIELDS = ['account_name', 'company_id'] as const;

/** Props of the account form: the account to edit, or null for a new one. */
export interface AccountFormDialogProps {
  account: AccountDetail | null;
  companies: readonly CompanyItem[];
  onClose: () => void;
}

/** The create/edit dialog of an account: its name, its company and (when editing) whether it is enabled. */
export default function AccountFormDialog({ account, companies, onClose }: AccountFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveAccount();

  const submit = async (values: Values) => {
    const name = values.account_name.trim();
    const outcome = await save.mutateAsync(
      account
        ? {
            id: account.id,
            account_name: name,
            company_id: values.company_id ?? null,
            status: values.enabled ? DirectoryStatus.ENABLED : DirectoryStatus.DISABLED,
          }
        : { account_name: name, company_id: values.company_id },
    );
    return settleSave(outcome, {
      names: FIELDS,
      codeFields: { [Code.NAME_TAKEN]: { name: 'account_name', message: t('directory.account.form.nameTaken') } },
    });
  };

  return (
    <FormDialog<Values>
      form={form}
      title={t(account ? 'directory.account.editTitle' : 'directory.account.addTitle')}
      initialValues={{
        account_name: account?.account_name ?? '',
        company_id: account?.company_id ?? undefined,
        enabled: account ? isEnabled(account.status) : true,
      }}
      onSubmit={submit}
      onClose={onClose}
      testId="account-form"
    >
      <Form.Item
        name="account_name"
        label={t('directory.account.field.name')}
        rules={[...nameRules(t('directory.account.form.nameRequired')), textLimit(t, DirectoryLimits.NAME_MAX).rule]}
      >
        <Input
          {...textLimit(t, DirectoryLimits.NAME_MAX).input}
          placeholder={t('directory.account.form.namePlaceholder')}
        />
      </Form.Item>
      <CompanyFormItem
        companies={companies}
        current={account?.company_id}
        label={t('directory.account.field.company')}
        placeholder={t('directory.account.form.companyPlaceholder')}
      />
      {account ? (
        <Form.Item
          name="enabled"
          label={t('directory.account.field.enabled')}
          valuePropName="checked"
          extra={t('directory.account.form.enabledHelp')}
        >
          <Switch />
        </Form.Item>
      ) : null}
    </FormDialog>
  );
}
