import type { BoundAd } from '@adconsole/contract';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { textColor } from '../../../kit/theme';

// A refusal can name many ads; a dozen says enough, and the count says the rest.
const SHOWN = 12;

/** The ads that use a material, as "account · campaign / ad group / ad" lines with the ad's status. */
export default function BoundAdsList({ ads }: { ads: readonly BoundAd[] }) {
  const { t } = useTranslation();
  if (ads.length === 0) return null;
  const rest = ads.length - SHOWN;
  return (
    <ul style={{ margin: '8px 0 0', paddingInlineStart: 18 }} data-testid="bound-ads">
      {ads.slice(0, SHOWN).map((ad) => (
        <li key={`${ad.ad_id}-${ad.account_id}`} style={{ lineHeight: 1.8 }}>
          <span style={{ color: textColor.muted }}>{ad.account_name} · </span>
          {ad.campaign_name} / {ad.ad_group_name} / <strong>{ad.ad_name}</strong>{' '}
          <Tag color={ad.ad_status === 1 ? 'success' : 'default'} style={{ marginInlineStart: 4 }}>
            {t(`library.adStatus.${ad.ad_status}`, { defaultValue: String(ad.ad_status) })}
          </Tag>
        </li>
      ))}
      {rest > 0 ? <li style={{ color: textColor.muted }}>{t('library.bound.more', { count: rest })}</li> : null}
    </ul>
  );
}
