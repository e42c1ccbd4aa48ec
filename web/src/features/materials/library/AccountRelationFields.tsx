import { AccountRelationType } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../../lookups/api';

/** The account part of the single-mode form. */
export interface RelationValues {
  account_relation_type?: 1 | 2;
  account_ids?: number[];
}

/**
 * The linked-accounts tab: all accounts (type 1) or the specified ones (type 2, at least one). Partner-platform
 * materials keep the links their platform set, so the form is read-only for them.
 */
export default function AccountRelationFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const type = Form.useWatch<1 | 2 | undefined>('account_relation_type');
  return (
    <div data-testid="relation-fields">
      {readOnly ? (
        <Alert type="info" showIcon title={t('library.relation.partner')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="account_relation_type"
        label={t('library.relation.label')}
        rules={[{ required: true, message: t('library.relation.need') }]}
      >
        <Radio.Group
          disabled={readOnly}
          options={[AccountRelationType.ALL, AccountRelationType.SPECIFIED].map((value) => ({
            value,
            label: t(`library.relation.${value}`),
          }))}
        />
      </Form.Item>
      {type === AccountRelationType.SPECIFIED ? (
        <Form.Item
          name="account_ids"
          label={t('library.relation.accounts')}
          rules={[{ required: true, type: 'array', min: 1, message: t('library.relation.need') }]}
        >
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            disabled={readOnly}
            loading={accounts.isLoading}
            placeholder={t('library.relation.accountsPlaceholder')}
            options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.account_name }))}
            data-testid="relation-accounts"
          />
        </Form.Item>
      ) : null}
    </div>
  );
}
