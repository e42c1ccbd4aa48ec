import type { AdItem } from '@adconsole/contract';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { textColor } from '../../../kit/theme';
import { creativeKindsText } from './adView';

const SIZE = 40;

/**
 * An ad's creatives in the list: the first thumbnails the server sent (lazy, so a long page loads only what shows),
 * the count with the kinds, and a placeholder when there is nothing to show (no creatives, or JS tags and VAST only).
 */
export default function CreativeThumbs({ name, creatives }: { name: string; creatives: AdItem['creatives'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const kinds = creativeKindsText(creatives.kinds, t);
  // one material may show in two creatives: its thumbnail once
  const thumbs = [...new Set(creatives.thumbs)];
  const box = {
    width: SIZE,
    height: SIZE,
    borderRadius: token.borderRadiusSM,
    border: `1px solid ${token.colorBorderSecondary}`,
    background: token.colorFillQuaternary,
    flex: 'none',
  } as const;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }} data-testid="ad-creatives">
      <div style={{ display: 'flex', gap: 4 }}>
        {thumbs.length ? (
          thumbs.map((src, index) => (
            <img
              key={src}
              src={src}
              alt={t('ads.creatives.thumbAlt', { name, index: index + 1 })}
              loading="lazy"
              decoding="async"
              width={SIZE}
              height={SIZE}
              style={{ ...box, objectFit: 'cover' }}
              data-testid="ad-creative-thumb"
            />
          ))
        ) : (
          <span
            role="img"
            aria-label={creatives.count ? t('ads.creatives.noThumb', { kinds }) : t('ads.creatives.none')}
            style={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
            data-testid="ad-creative-placeholder"
          >
            <PictureOutlined style={{ color: textColor.muted }} />
          </span>
        )}
      </div>
      <span style={{ fontSize: 12, color: textColor.muted }} data-testid="ad-creative-count">
        {creatives.count ? t('ads.creatives.count', { count: creatives.count }) : t('ads.creatives.none')}
        {kinds ? ` · ${kinds}` : ''}
      </span>
    </div>
  );
}
