import type { AudienceItem } from '@adconsole/contract';
import { AudienceLimits, VisibilityScope } from '@adconsole/contract';
import Popover from 'antd/es/popover';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import RowAction from '../../kit/RowAction';
import { textColor } from '../../kit/theme';

/** Linked accounts: "All accounts", or the first 2 names then "Linked {num} Accounts" opening the dialog. */
export function AccountsCell({ item, onView }: { item: AudienceItem; onView: () => void }) {
  const { t } = useTranslation();
  const accounts = item.linked_account;
  // a package visible to every account links none: the scope column already says so
  if (item.visibility_scope === VisibilityScope.ALL || !accounts.length)
    return <span style={{ color: textColor.muted }}>-</span>;
  return (
    <span
      style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}
      data-testid="audience-accounts"
    >
      {accounts.slice(0, AudienceLimits.ACCOUNTS_SHOWN).map((account) => (
        <Tag key={account.account_id} style={{ marginInlineEnd: 0 }}>
          {account.account_name}
        </Tag>
      ))}
      <RowAction onClick={onView} data-testid="audience-accounts-view">
        {t('audiences.accounts.linked', { count: accounts.length })}
      </RowAction>
    </span>
  );
}

/**
 * Linked ad sets: the first 3, then an ellipsis whose popover lists them all with their accounts; ad sets of
 * accounts the user may not see are only counted ("and 2 in other accounts").
 */
export function AdsetsCell({ item }: { item: AudienceItem }) {
  const { t } = useTranslation();
  const adsets = item.linked_adset;
  const others = item.linked_adset_others;
  if (!adsets.length && !others) return <span style={{ color: textColor.muted }}>-</span>;
  const shown = adsets.slice(0, AudienceLimits.ADSETS_SHOWN);
  return (
    <span
      style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}
      data-testid="audience-adsets"
    >
      {shown.map((adset) => (
        <Tag key={adset.ad_group_id} style={{ marginInlineEnd: 0 }}>
          {adset.ad_group_name}
        </Tag>
      ))}
      {adsets.length > shown.length ? (
        <Popover
          trigger="click"
          title={t('audiences.adsets.more', { count: adsets.length })}
          content={
            <ul style={{ margin: 0, paddingInlineStart: 18, maxHeight: 320, overflow: 'auto' }}>
              {adsets.map((adset) => (
                <li key={adset.ad_group_id}>
                  {t('audiences.adsets.of', { adset: adset.ad_group_name, account: adset.account_name })}
                </li>
              ))}
            </ul>
          }
        >
          <RowAction
            aria-label={t('audiences.adsets.more', { count: adsets.length })}
            data-testid="audience-adsets-more"
          >
            …
          </RowAction>
        </Popover>
      ) : null}
      {others ? (
        <span style={{ color: textColor.muted }} data-testid="audience-adsets-others">
          {t('audiences.adsets.others', { count: others })}
        </span>
      ) : null}
    </span>
  );
}
