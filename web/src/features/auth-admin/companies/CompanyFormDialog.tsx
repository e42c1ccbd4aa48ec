import { Code, type CompanyItem, DirectoryLimits } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../kit/feedback';
import { placeFieldErrors } from '../directory/outcome';
import { useSaveCompany } from './api';

interface Values {
  name: string;
}

/** The create/rename dialog of a company (null: a new one). */
export default function CompanyFormDialog({ company, onClose }: { company: CompanyItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveCompany();

  const submit = async () => {
    // a refused field shows its message; there is nothing more to do
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const name = values.name.trim();
    const outcome = await save.mutateAsync(company ? { id: company.id, name } : { name });
    if (outcome.ok) {
      toastSuccess(t('directory.saved'));
      onClose();
    } else if (outcome.code === Code.NAME_TAKEN) {
      form.setFields([{ name: 'name', errors: [t('directory.company.form.nameTaken')] }]);
    } else {
      const placed = placeFieldErrors(outcome.fields, ['name'] as const, (key, fallback) =>
        t(key, { defaultValue: fallback }),
      );
      form.setFields(placed);
      const unplaced = outcome.text ?? outcome.fields[0]?.message;
      if (!placed.length && unplaced) toastError(unplaced);
    }
  };

  return (
    <Modal
      open
      width={480}
      title={t(company ? 'directory.company.editTitle' : 'directory.company.addTitle')}
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
        initialValues={{ name: company?.name ?? '' }}
        onFinish={() => void submit()}
        data-testid="company-form"
      >
        <Form.Item
          name="name"
          label={t('directory.company.field.name')}
          rules={[
            { required: true, whitespace: true, message: t('directory.company.form.nameRequired') },
            { max: DirectoryLimits.NAME_MAX },
          ]}
        >
          <Input maxLength={DirectoryLimits.NAME_MAX} onPressEnter={() => void submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
