import type { CompanyItem } from '@adconsole/contract';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { isEnabled } from './status';

/** Props of a dialog's company field: the companies, the one the row has now (if any), the texts. */
export interface CompanyFormItemProps {
  companies: readonly CompanyItem[];
  current: number | null | undefined;
  label: string;
  placeholder: string;
}

/** The `company_id` field of an account or user dialog: enabled companies, and the one the row already has. */
export default function CompanyFormItem({ companies, current, label, placeholder }: CompanyFormItemProps) {
  // a disabled company takes no new row, but the one a row already has stays shown
  const options = companies
    .filter((company) => isEnabled(company.status) || company.id === current)
    .map((company) => ({ value: company.id, label: company.name }));
  return (
    <Form.Item name="company_id" label={label}>
      <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={placeholder} options={options} />
    </Form.Item>
  );
}
