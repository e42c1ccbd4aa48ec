import { type CampaignDetail, formatInZone } from '@adconsole/contract';
import Descriptions from 'antd/es/descriptions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The record's fields as the detail shows them: API name and the value as words. */
type Shown = [field: string, value: ReactNode];

/**
 * The campaign's record on its detail page: its id, who made and last changed it, billing and set-up state, and the
 * delivery options and references with their values in words (the form holds the same under Advanced settings).
 */
export default function CampaignRecord({ item }: { item: CampaignDetail }) {
  const { t } = useTranslation();
  const notSet = <span style={{ color: 'var(--ac-text-muted)' }}>{t('campaignFields.notSet')}</span>;
  const text = (value: string) => (value ? <span style={{ wordBreak: 'break-all' }}>{value}</span> : notSet);
  const user = (who: { user_id: number | null; login_name: string }) =>
    who.user_id === null ? notSet : who.login_name ? `${who.login_name} (${who.user_id})` : String(who.user_id);
  const flag = (value: number) => t(`campaignFields.flag.${value}`);
  const shown: Shown[] = [
    ['id', item.id],
    ['create_user_id', user({ user_id: item.create_user_id, login_name: item.creator.login_name })],
    ['modify_user_id', user({ user_id: item.modify_user_id, login_name: item.modifier.login_name })],
    ['bill_status', t(`campaignFields.billStatus.${item.bill_status}`)],
    ['config_status', t(`campaignFields.configStatus.${item.config_status}`)],
    ['auto_download', flag(item.auto_download)],
    ['silently_install', flag(item.silently_install)],
    ['app_online', t(`campaignFields.appOnline.${item.app_online}`)],
    ['attribution_pi', flag(item.attribution_pi)],
    ['pack_attribution_tracker_url', text(item.pack_attribution_tracker_url)],
    ['attribution_tracker_url', text(item.attribution_tracker_url)],
    ['bid_price_punish_coef', item.bid_price_punish_coef.toFixed(2)],
    [
      'reservation_time',
      item.reservation_time === null
        ? notSet
        : `${formatInZone(item.reservation_time, item.time_zone)} ${item.time_zone}`,
    ],
    ['io_id', text(item.io_id)],
    ['po_id', text(item.po_id)],
    ['merchant_id', text(item.merchant_id)],
    ['camp_id', text(item.camp_id)],
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      data-testid="campaign-record"
      items={shown.map(([field, value]) => ({
        key: field,
        label: t(`campaignFields.label.${field}`),
        children: <span data-field={field}>{value}</span>,
      }))}
    />
  );
}
