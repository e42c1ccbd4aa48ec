import { APP_STORES, AppLimits, PROMOTION_TYPES, PROMOTION_TYPES_OFFERED } from '@adconsole/contract';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { textColor } from '../../kit/theme';
import { type AppListing, linkProblem } from './appRules';

/** Props of the per-account listings: a controlled input holding the accounts given their own listing. */
export interface LinksFieldProps {
  value?: Record<number, AppListing>;
  onChange?: (value: Record<number, AppListing>) => void;
  /** the linked accounts, in the order chosen */
  accountIds: readonly number[];
  /** what an account without its own listing gets (the app's, or the one it has now) */
  fallback: (accountId: number) => AppListing;
  nameOf: (accountId: number) => string;
  id?: string;
}

/**
 * One row per linked account with its own store, promotion type and promotion link, filled from the app's until
 * changed; a link is checked as typed.
 */
export default function LinksField({ value = {}, onChange, accountIds, fallback, nameOf, id }: LinksFieldProps) {
  const { t } = useTranslation();
  if (!accountIds.length) {
    return <span style={{ color: textColor.muted, fontSize: 12 }}>{t('apps.form.linksNone')}</span>;
  }
  const set = (accountId: number, change: Partial<AppListing>) =>
    onChange?.({ ...value, [accountId]: { ...(value[accountId] ?? fallback(accountId)), ...change } });
  return (
    <div id={id} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="app-links">
      {accountIds.map((accountId) => {
        const listing = value[accountId] ?? fallback(accountId);
        const name = nameOf(accountId);
        const problem = linkProblem(listing.promotion_link);
        return (
          <div key={accountId} data-testid="app-link-row" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <span style={{ width: '100%', fontWeight: 500 }} data-testid="app-link-account">
              {name}
            </span>
            <Select
              aria-label={`${name} ${t('apps.form.store')}`}
              value={listing.app_store}
              onChange={(app_store: number) => set(accountId, { app_store })}
              options={APP_STORES.map((store) => ({ value: store, label: t(`apps.store.${store}`) }))}
              style={{ width: 140 }}
              data-testid="app-link-store"
            />
            <Select
              aria-label={`${name} ${t('apps.form.promotionType')}`}
              value={listing.promotion_type}
              onChange={(promotion_type: number) => set(accountId, { promotion_type })}
              options={PROMOTION_TYPES.map((type) => {
                const label = t(`apps.promotionType.${type}`);
                return PROMOTION_TYPES_OFFERED.includes(type)
                  ? { value: type, label }
                  : { value: type, label: t('apps.notOffered', { label }), disabled: true };
              })}
              style={{ width: 140 }}
            />
            <div style={{ flex: 1, minWidth: 160 }}>
              <Input
                aria-label={`${name} ${t('apps.form.link')}`}
                value={listing.promotion_link}
                onChange={(event) => set(accountId, { promotion_link: event.target.value })}
                maxLength={AppLimits.PROMOTION_LINK_MAX}
                status={problem ? 'error' : undefined}
                placeholder={t('apps.form.linkPlaceholder')}
                data-testid="app-link-link"
              />
              {problem ? (
                <span role="alert" style={{ color: '#d4380d', fontSize: 12 }}>
                  {t(problem, { max: AppLimits.PROMOTION_LINK_MAX })}
                </span>
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
