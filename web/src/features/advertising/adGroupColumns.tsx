import { type AdGroupItem, AuditEntity, CampaignLimits } from '@adconsole/contract';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import InlineText from '../../kit/InlineText';
import RowAction from '../../kit/RowAction';
import { textColor } from '../../kit/theme';
import type { KitColumn } from '../../kit/useTableColumns';
import { adListPath } from '../../shared/adLinks';
import HistoryLink from '../../shared/HistoryLink';
import { ZonedTime } from './campaignColumns';
import { deliveryColumns } from './deliveryColumns';
import { formatMoney } from './deliveryView';
import { type LevelRowActions, nameCheck } from './rowActions';

/** The table's key for its stored column layout. */
export const AD_GROUP_TABLE = 'ad-group-list';

/** What the row's controls do, and which of them the role may use. */
export interface AdGroupColumnActions extends LevelRowActions<AdGroupItem> {
  /** the ad count links to the ad group's ads */
  canViewAds: boolean;
  onRename: (item: AdGroupItem, name: string) => Promise<boolean>;
}

export function adGroupCategories(t: TFunction) {
  return [
    { key: 'basic', label: t('campaigns.category.basic') },
    { key: 'delivery', label: t('campaigns.category.delivery') },
  ];
}

const limitText = (t: TFunction, item: AdGroupItem) => {
  const parts = [
    item.total_limit > 0 ? t('campaigns.group.limit.total', { value: formatMoney(item.total_limit) }) : null,
    item.daily_limit > 0 ? t('campaigns.group.limit.daily', { value: formatMoney(item.daily_limit) }) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('campaigns.group.noLimit');
};

/** The ad groups of a campaign: id, name, on/off, delivery status, schedule, limits, audiences, spend and actions. */
export function adGroupColumns(t: TFunction, actions: AdGroupColumnActions): KitColumn<AdGroupItem>[] {
  return [
    {
      key: 'ad_group_id',
      category: 'basic',
      title: t('campaigns.group.column.id'),
      width: 90,
      render: (_, item) => item.ad_group_id,
    },
    {
      key: 'name',
      category: 'basic',
      locked: true,
      title: t('campaigns.group.column.name'),
      width: 220,
      render: (_, item) => (
        <InlineText
          value={item.name}
          field={t('campaigns.inline.name')}
          editable={actions.canEdit}
          maxLength={CampaignLimits.NAME_MAX}
          check={nameCheck(t)}
          onSave={(name) => actions.onRename(item, name)}
          testId="ad-group-name"
        />
      ),
    },
    {
      key: 'ads',
      category: 'basic',
      title: t('ads.group.column'),
      width: 100,
      render: (_, item) =>
        actions.canViewAds ? (
          <Link
            to={adListPath(item.campaign_id, item.ad_group_id)}
            aria-label={t('ads.group.linkLabel', { name: item.name, count: item.ad_count })}
            data-testid="ad-group-ads"
          >
            {t('ads.group.link', { count: item.ad_count })}
          </Link>
        ) : (
          item.ad_count
        ),
    },
    ...deliveryColumns<AdGroupItem>(t, 'ad-group', actions),
    {
      key: 'schedule',
      category: 'delivery',
      title: t('campaigns.group.column.schedule'),
      width: 170,
      render: (_, item) =>
        item.start_time === null && item.end_time === null ? (
          <span style={{ color: textColor.muted }}>{t('campaigns.group.followsCampaign')}</span>
        ) : (
          <ZonedTime seconds={item.start_time} zone={item.time_zone} />
        ),
    },
    {
      key: 'limits',
      category: 'delivery',
      title: t('campaigns.group.column.limits'),
      width: 170,
      render: (_, item) => (
        <div>
          <div>{limitText(t, item)}</div>
          <div style={{ fontSize: 12, color: textColor.muted }}>
            {t('campaigns.budget.todaySpent', { value: formatMoney(item.today_spend) })}
          </div>
        </div>
      ),
    },
    {
      key: 'audiences',
      category: 'basic',
      title: t('campaigns.group.column.audiences'),
      width: 180,
      render: (_, item) =>
        item.audiences.length ? (
          <Space size={4} wrap>
            {item.audiences.map((a) => (
              <Tag
                key={`${a.mode}-${a.id}`}
                color={a.mode === 'include' ? 'blue' : 'default'}
                data-testid="ad-group-audience"
              >
                {t(`campaigns.group.audience.${a.mode}`, { name: a.name })}
              </Tag>
            ))}
          </Space>
        ) : (
          <span style={{ color: textColor.muted }}>-</span>
        ),
    },
    {
      key: 'action',
      category: 'basic',
      locked: true,
      title: t('campaigns.column.action'),
      fixed: 'right',
      width: 220,
      render: (_, item) => (
        <Space size={10} wrap>
          {actions.canEdit ? (
            <RowAction onClick={() => actions.onEdit(item)} data-testid="ad-group-edit">
              {t('campaigns.action.edit')}
            </RowAction>
          ) : null}
          {actions.canCreate ? (
            <RowAction onClick={() => actions.onCopy(item)} data-testid="ad-group-copy">
              {t('campaigns.action.copy')}
            </RowAction>
          ) : null}
          {actions.canDelete ? (
            <RowAction danger onClick={() => actions.onDelete(item)} data-testid="ad-group-delete">
              {t('campaigns.action.delete')}
            </RowAction>
          ) : null}
          <HistoryLink entity={AuditEntity.AD_GROUP} id={item.ad_group_id} name={item.name} />
        </Space>
      ),
    },
  ];
}
