import { SkuOrigin } from '@adconsole/contract';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

const COLOR: Record<number, string> = {
  [SkuOrigin.ARTWORK]: 'gold',
  [SkuOrigin.MANUAL]: 'blue',
  [SkuOrigin.CRAWLING]: 'purple',
  [SkuOrigin.SPLICING]: 'cyan',
};

/** A sku image's origin: 1 artwork master, 2 manual operation, 3 crawling, 4 splicing; nothing for other materials. */
export default function OriginTag({ origin }: { origin: number | null | undefined }) {
  const { t } = useTranslation();
  if (origin === null || origin === undefined || !COLOR[origin]) return null;
  return (
    <Tag color={COLOR[origin]} style={{ marginInlineEnd: 0 }} data-testid="origin-tag">
      {t(`picker.origin.${origin}`)}
    </Tag>
  );
}
