import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';

/** A delivery status as shown: its label, its colour and the reasons the tooltip lists (all translated). */
export interface DeliveryView {
  label: string;
  color: string;
  reasons: string[];
}

/**
 * The delivery status label with its reasons in a tooltip (hover or keyboard focus). The label and the reasons come
 * from the same answer of the server, so they cannot disagree.
 */
export default function DeliveryStatusTag({
  view,
  testId = 'delivery-status',
}: {
  view: DeliveryView;
  testId?: string;
}) {
  const { t } = useTranslation();
  const tag = (
    <Tag
      color={view.color}
      style={{ marginInlineEnd: 0, cursor: view.reasons.length ? 'help' : undefined }}
      tabIndex={view.reasons.length ? 0 : undefined}
      aria-label={view.reasons.length ? `${view.label}: ${view.reasons.join('; ')}` : undefined}
      data-testid={testId}
    >
      {view.label}
    </Tag>
  );
  if (!view.reasons.length) return tag;
  return (
    <Tooltip
      title={
        <div data-testid={`${testId}-reasons`}>
          <div style={{ fontWeight: 500, marginBottom: 4 }}>{t('campaigns.delivery.reasonsTitle')}</div>
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {view.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      }
    >
      {tag}
    </Tooltip>
  );
}
