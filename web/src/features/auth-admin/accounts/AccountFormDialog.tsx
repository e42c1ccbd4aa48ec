import { type AccountDetail, Code, type CompanyItem, DirectoryLimits, DirectoryStatus } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../kit/feedback';
import { placeFieldErrors } from '../directory/outcome';
import { isEnabled } from '../directory/queryKeys';
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
  // a disabled company takes no new account, but the one an account already has stays shown
  const companyOptions = companies
    .filter((company) => isEnabled(company.status) || company.id === account?.company_id)
    .map((company) => ({ value: company.id, label: company.name }));

  const submit = async () => {
    // a refused field shows its message; there is nothing more to do
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
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
    if (outcome.ok) {
      toastSuccess(t('directory.saved'));
      onClose();
    } else if (outcome.code === Code.NAME_TAKEN) {
      form.setFields([{ name: 'account_name', errors: [t('directory.account.form.nameTaken')] }]);
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
      width={520}
      title={t(account ? 'directory.account.editTitle' : 'directory.account.addTitle')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          account_name: account?.account_name ?? '',
          company_id: account?.company_id ?? undefined,
          enabled: account ? isEnabled(account.status) : true,
        }}
        onFinish={() => void submit()}
        data-testid="account-form"
      >
        <Form.Item
          name="account_name"
          label={t('directory.account.field.name')}
          rules={[
            { required: true, whitespace: true, message: t('directory.account.form.nameRequired') },
            { max: DirectoryLimits.NAME_MAX },
          ]}
        >
          <Input
            maxLength={DirectoryLimits.NAME_MAX}
            placeholder={t('directory.account.form.namePlaceholder')}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
        <Form.Item name="company_id" label={t('directory.account.field.company')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('directory.account.form.companyPlaceholder')}
            options={companyOptions}
          />
        </Form.Item>
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
      </Form>
    </Modal>
  );
}
