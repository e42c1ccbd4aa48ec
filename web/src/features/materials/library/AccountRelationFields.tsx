import { AccountRelationType } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { RelationAccountsInput, RelationTypeInput } from '../../../shared/AccountRelationInput';

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
        <RelationTypeInput disabled={readOnly} />
      </Form.Item>
      {type === AccountRelationType.SPECIFIED ? (
        <Form.Item
          name="account_ids"
          label={t('library.relation.accounts')}
          rules={[{ required: true, type: 'array', min: 1, message: t('library.relation.need') }]}
        >
          <RelationAccountsInput disabled={readOnly} placeholder={t('library.relation.accountsPlaceholder')} />
        </Form.Item>
      ) : null}
    </div>
  );
}
