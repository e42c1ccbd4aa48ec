import type { MaterialItem } from '@adconsole/contract';
import Badge from 'antd/es/badge';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { examineColor, examineKey } from './materialRules';

type Examine = Pick<MaterialItem, 'third_examine_status' | 'third_examine_country' | 'third_examine_reason'>;

/** A material's review state (no review, in review, failed, passed) with its country; a failure shows its reason. */
export default function ExamineBadge({ item }: { item: Examine }) {
  const { t } = useTranslation();
  const text = t(examineKey(item.third_examine_status));
  const badge = (
    <Badge
      status={examineColor(item.third_examine_status)}
      text={item.third_examine_country ? `${text} · ${item.third_examine_country}` : text}
      data-testid="examine-status"
    />
  );
  if (!item.third_examine_reason) return badge;
  return <Tooltip title={t('library.examine.reason', { reason: item.third_examine_reason })}>{badge}</Tooltip>;
}
