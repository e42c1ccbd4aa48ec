import { type AdDeliveryStatus, CampaignStatus } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import type { KitColumn } from '../../kit/useTableColumns';
import DeliveryStatusTag from './DeliveryStatusTag';
import { deliveryView } from './deliveryView';
import StatusSwitch from './StatusSwitch';

/** What the two delivery columns read of a campaign, ad group or ad row. */
interface Delivering {
  name: string;
  status: number;
  /** a campaign's or ad group's delivery, or an ad's (which adds the ad's own level) */
  delivery: AdDeliveryStatus;
}

/**
 * The on/off switch and the delivery status of a campaign, ad group or ad row (category `delivery`); `prefix` names
 * the test ids (`<prefix>-switch`, `<prefix>-delivery`).
 */
export function deliveryColumns<T extends Delivering>(
  t: TFunction,
  prefix: string,
  switching: { canEdit: boolean; onSwitch: (item: T, on: boolean) => Promise<boolean> },
): KitColumn<T>[] {
  return [
    {
      key: 'status',
      category: 'delivery',
      title: t('campaigns.column.onOff'),
      width: 90,
      render: (_, item) => (
        <StatusSwitch
          on={item.status === CampaignStatus.ON}
          name={item.name}
          editable={switching.canEdit}
          onChange={(on) => switching.onSwitch(item, on)}
          testId={`${prefix}-switch`}
        />
      ),
    },
    {
      key: 'delivery',
      category: 'delivery',
      title: t('campaigns.column.delivery'),
      width: 150,
      render: (_, item) => <DeliveryStatusTag view={deliveryView(item.delivery, t)} testId={`${prefix}-delivery`} />,
    },
  ];
}
