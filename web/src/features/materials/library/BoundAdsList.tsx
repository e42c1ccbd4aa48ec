import type { BoundAd } from '@adconsole/contract';
import Tag from 'antd/es/tag';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { textColor } from '../../../kit/theme';
import { adListPath } from '../../../shared/adLinks';

// A refusal can name many ads; a dozen says enough, and the count says the rest.
const SHOWN = 12;

/** Props of the bound-ads list. */
export interface BoundAdsListProps {
  ads: readonly BoundAd[];
  /** each ad links to its editor over its ad list (the role may view ads) */
  linked: boolean;
  /** closes the dialog that shows the list when a link is followed in this tab */
  onNavigate?: () => void;
}

/**
 * The ads that use a material, as "account · campaign / ad group / ad" lines with the ad's status. The ad's name is a
 * plain anchor with the hash router's href: the list also shows in static dialogs (Modal.warning) that render outside
 * the router, where a router Link cannot work.
 */
export default function BoundAdsList({ ads, linked, onNavigate }: BoundAdsListProps) {
  const { t } = useTranslation();
  if (ads.length === 0) return null;
  const rest = ads.length - SHOWN;
  // a click that opens a new tab or window leaves this one (and its dialog) as it is
  const followed = (event: MouseEvent) => {
    if (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) onNavigate?.();
  };
  return (
    <ul style={{ margin: '8px 0 0', paddingInlineStart: 18 }} data-testid="bound-ads">
      {ads.slice(0, SHOWN).map((ad) => (
        <li key={`${ad.ad_id}-${ad.account_id}`} style={{ lineHeight: 1.8 }}>
          <span style={{ color: textColor.muted }}>{ad.account_name} · </span>
          {ad.campaign_name} / {ad.ad_group_name} /{' '}
          {linked ? (
            <a
              href={`#${adListPath(ad.campaign_id, ad.ad_group_id, ad.ad_id)}`}
              title={t('ads.bound.open', { name: ad.ad_name })}
              onClick={followed}
              data-testid="bound-ad-link"
            >
              <strong>{ad.ad_name}</strong>
            </a>
          ) : (
            <strong>{ad.ad_name}</strong>
          )}{' '}
          <Tag color={ad.ad_status === 1 ? 'success' : 'default'} style={{ marginInlineStart: 4 }}>
            {t(`library.adStatus.${ad.ad_status}`, { defaultValue: String(ad.ad_status) })}
          </Tag>
        </li>
      ))}
      {rest > 0 ? <li style={{ color: textColor.muted }}>{t('library.bound.more', { count: rest })}</li> : null}
    </ul>
  );
}
