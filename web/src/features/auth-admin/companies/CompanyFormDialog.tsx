import { Code, type CompanyItem, DirectoryLimits } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import FormDialog from '../../../kit/FormDialog';
import { textLimit } from '../../../kit/fieldRules';
import { nameRules, settleSave } from '../directory/outcome';
import { useSaveCompany } from './api';

interface Values {
  name: string;
}

/** The create/rename dialog of a company (null: a new one). */
export default function CompanyFormDialog({ company, onClose }: { company: CompanyItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveCompany();

  const submit = async (values: Values) => {
    const name = values.name.trim();
    const outcome = await save.mutateAsync(company ? { id: company.id, name } : { name });
    return settleSave(outcome, {
      names: ['name'],
      codeFields: { [Code.NAME_TAKEN]: { name: 'name', message: t('directory.company.form.nameTaken') } },
    });
  };

  return (
    <FormDialog<Values>
      form={form}
      width={480}
      title={t(company ? 'directory.company.editTitle' : 'directory.company.addTitle')}
      initialValues={{ name: company?.name ?? '' }}
      onSubmit={submit}
      onClose={onClose}
      testId="company-form"
    >
      <Form.Item
        name="name"
        label={t('directory.company.field.name')}
        rules={[...nameRules(t('directory.company.form.nameRequired')), textLimit(t, DirectoryLimits.NAME_MAX).rule]}
      >
        <Input {...textLimit(t, DirectoryLimits.NAME_MAX).input} />
      </Form.Item>
    </FormDialog>
  );
}
