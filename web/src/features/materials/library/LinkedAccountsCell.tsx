import { AccountRelationType, type MaterialItem, MaterialLimits } from '@adconsole/contract';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { splitChips } from '../../../kit/chips';
import { formatNumber } from '../../../kit/format';

/**
 * Linked accounts in a table cell: 2 names, then the count of the rest and a view link opening the linked-accounts
 * dialog. The link shows for every material, since the dialog also lists the ads that use it.
 */
export default function LinkedAccountsCell({ item, onView }: { item: MaterialItem; onView: () => void }) {
  const { t } = useTranslation();
  const all = item.account_relation_type === AccountRelationType.ALL;
  const { shown, hidden } = splitChips(item.accounts, MaterialLimits.ACCOUNTS_SHOWN);
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 4 }}
      data-testid="linked-accounts"
    >
      {all ? (
        <Tag color="purple" style={{ marginInlineEnd: 0 }}>
          {t('library.allAccounts')}
        </Tag>
      ) : null}
      {shown.map((account) => (
        <Tag key={account.id} style={{ marginInlineEnd: 0 }}>
          {account.account_name}
        </Tag>
      ))}
      {hidden > 0 ? (
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          +{formatNumber(hidden)}
        </Tag>
      ) : null}
      <Button type="link" size="small" style={{ padding: 0 }} onClick={onView} data-testid="linked-accounts-view">
        {t('library.accounts.view')}
      </Button>
    </span>
  );
}
