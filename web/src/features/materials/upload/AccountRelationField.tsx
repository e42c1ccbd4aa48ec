import { AccountRelationType } from '@adconsole/contract';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../../lookups/api';

/** Props of the account relation: the type (1 all, 2 specified) and the specified accounts. */
export interface AccountRelationFieldProps {
  relationType?: 1 | 2;
  accountIds: number[];
  onChange: (relationType: 1 | 2, accountIds: number[]) => void;
  /** an account that must stay linked (the review-material account when review is chosen); "all" is then off too */
  lockedAccountId?: number;
}

/** Linked accounts of the new materials: all accounts, or the chosen ones (at least one). */
export default function AccountRelationField({
  relationType,
  accountIds,
  onChange,
  lockedAccountId,
}: AccountRelationFieldProps) {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const specified = relationType === AccountRelationType.SPECIFIED;
  return (
    <div
      style={{ display: 'flex', alignItems: 'flex-start', gap: 16, flexWrap: 'wrap' }}
      data-testid="account-relation"
    >
      <Radio.Group
        value={relationType}
        onChange={(e) => onChange(e.target.value as 1 | 2, accountIds)}
        options={[
          {
            value: AccountRelationType.ALL,
            label: t('upload.tag.relationAll'),
            disabled: lockedAccountId !== undefined,
          },
          { value: AccountRelationType.SPECIFIED, label: t('upload.tag.relationSpecified') },
        ]}
        style={{ paddingTop: 5 }}
      />
      {specified ? (
        <Select<number[]>
          mode="multiple"
          aria-label={t('upload.tag.relation')}
          data-testid="relation-accounts"
          style={{ flex: 1, minWidth: 320 }}
          placeholder={t('upload.tag.accountsPlaceholder')}
          loading={accounts.isLoading}
          value={accountIds}
          onChange={(ids) => {
            // the locked account cannot be taken out (its tag has no close icon; this guards "clear all" too)
            const next =
              lockedAccountId !== undefined && !ids.includes(lockedAccountId) ? [lockedAccountId, ...ids] : ids;
            onChange(AccountRelationType.SPECIFIED, next);
          }}
          options={(accounts.data ?? []).map((a) => ({
            value: a.id,
            label: a.account_name,
            disabled: a.id === lockedAccountId,
          }))}
          showSearch={{ optionFilterProp: 'label' }}
          maxTagCount="responsive"
          allowClear
        />
      ) : null}
    </div>
  );
}
