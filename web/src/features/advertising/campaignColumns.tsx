import { AuditEntity, type CampaignItem, CampaignLimits, CampaignStatus, formatInZone } from '@adconsole/contract';
import DownOutlined from '@ant-design/icons/DownOutlined';
import Dropdown from 'antd/es/dropdown';
import Space from 'antd/es/space';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import InlineText from '../../kit/InlineText';
import RowAction from '../../kit/RowAction';
import { textColor } from '../../kit/theme';
import type { KitColumn } from '../../kit/useTableColumns';
import { groupListPath, viewPath } from '../../shared/campaignLinks';
import HistoryLink from '../../shared/HistoryLink';
import { amountOf, amountProblem } from './campaignRules';
import { deliveryColumns } from './deliveryColumns';
import { formatMoney } from './deliveryView';
import { type LevelRowActions, nameCheck } from './rowActions';

/** The table's key for its stored column layout. */
export const CAMPAIGN_TABLE = 'campaign-list';

/** What the row's controls do, and which of them the role may use. */
export interface CampaignColumnActions extends LevelRowActions<CampaignItem> {
  onSave: (item: CampaignItem, change: { name?: string; campaign_daily_budget?: number }) => Promise<boolean>;
}

export function campaignCategories(t: TFunction) {
  return [
    { key: 'basic', label: t('campaigns.category.basic') },
    { key: 'delivery', label: t('campaigns.category.delivery') },
  ];
}

/** A time in the campaign's time zone, with the zone beside it. */
export function ZonedTime({ seconds, zone }: { seconds: number | null; zone: string }) {
  if (seconds === null) return <span style={{ color: textColor.muted }}>-</span>;
  return (
    <div>
      <div>{formatInZone(seconds, zone)}</div>
      <div style={{ fontSize: 12, color: textColor.muted }}>{zone}</div>
    </div>
  );
}

/** Spend against budget: the daily budget (editable) with today's spend, the total budget with the total spend. */
function BudgetCell({ item, t, actions }: { item: CampaignItem; t: TFunction; actions: CampaignColumnActions }) {
  const money = (value: number) =>
    value > 0 ? `${formatMoney(value)} ${item.currency}` : t('campaigns.budget.unlimited');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
        {t('campaigns.inline.dailyBudgetShort')}
        <InlineText
          value={item.campaign_daily_budget > 0 ? String(item.campaign_daily_budget) : ''}
          display={money(item.campaign_daily_budget)}
          field={t('campaigns.inline.dailyBudget')}
          editable={actions.canEdit && item.status !== CampaignStatus.DELETED}
          maxLength={16}
          check={(text) => {
            const problem = amountProblem(text);
            return problem ? t(problem) : null;
          }}
          onSave={(text) => actions.onSave(item, { campaign_daily_budget: amountOf(text) })}
          testId="campaign-daily-budget"
        />
      </span>
      <span style={{ fontSize: 12, color: textColor.muted }}>
        {t('campaigns.budget.todaySpent', { value: formatMoney(item.today_spend) })}
      </span>
      <span style={{ fontSize: 12, color: textColor.muted }}>
        {t('campaigns.budget.total', { value: money(item.campaign_budget) })} ·{' '}
        {t('campaigns.budget.spent', { value: formatMoney(item.spend) })}
      </span>
    </div>
  );
}

/** Details (a new tab), edit, history, and the menu with copy and delete. */
function ActionCell({ item, t, actions }: { item: CampaignItem; t: TFunction; actions: CampaignColumnActions }) {
  const more = [
    ...(actions.canCreate ? [{ key: 'copy', label: t('campaigns.action.copy') }] : []),
    ...(actions.canDelete ? [{ key: 'delete', label: t('campaigns.action.delete'), danger: true }] : []),
  ];
  return (
    <Space size={10} wrap>
      <a href={`#${viewPath(item.campaign_id)}`} target="_blank" rel="noopener" data-testid="campaign-details">
        {t('campaigns.action.details')}
      </a>
      {actions.canEdit ? (
        <RowAction onClick={() => actions.onEdit(item)} data-testid="campaign-edit">
          {t('campaigns.action.edit')}
        </RowAction>
      ) : null}
      <HistoryLink entity={AuditEntity.CAMPAIGN} id={item.campaign_id} name={item.name} />
      {more.length ? (
        <Dropdown
          menu={{
            items: more,
            onClick: ({ key }) => (key === 'copy' ? actions.onCopy(item) : actions.onDelete(item)),
          }}
          trigger={['click']}
        >
          <RowAction aria-label={t('campaigns.action.moreOf', { name: item.name })} data-testid="campaign-more">
            {t('campaigns.action.more')} <DownOutlined />
          </RowAction>
        </Dropdown>
      ) : null}
    </Space>
  );
}

/** The spec's columns (campaign_id, name, start time, creator, actions) with on/off, delivery status and budget. */
export function campaignColumns(t: TFunction, actions: CampaignColumnActions): KitColumn<CampaignItem>[] {
  return [
    {
      key: 'campaign_id',
      category: 'basic',
      title: t('campaigns.column.id'),
      width: 100,
      render: (_, item) => <span data-testid="campaign-id">{item.campaign_id}</span>,
    },
    {
      key: 'name',
      category: 'basic',
      locked: true,
      title: t('campaigns.column.name'),
      width: 240,
      render: (_, item) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <InlineText
            value={item.name}
            display={
              <Link to={groupListPath(item.campaign_id)} data-testid="campaign-name">
                {item.name}
              </Link>
            }
            field={t('campaigns.inline.name')}
            editable={actions.canEdit}
            maxLength={CampaignLimits.NAME_MAX}
            check={nameCheck(t)}
            onSave={(name) => actions.onSave(item, { name })}
            testId="campaign-name-edit"
          />
          {/* the count opens the ad groups it counts (with none, where the first is added) */}
          <Link
            to={groupListPath(item.campaign_id)}
            style={{ fontSize: 12, alignSelf: 'flex-start' }}
            data-testid="campaign-group-count"
          >
            {t('campaigns.groupCount', { count: item.ad_group_count })}
          </Link>
        </div>
      ),
    },
    {
      key: 'app',
      category: 'basic',
      title: t('campaigns.column.app'),
      width: 180,
      defaultHidden: true,
      render: (_, item) => item.ad_app_name || '-',
    },
    // before the dates and the creator, so a 1280 px screen shows the budget whole next to the status
    {
      key: 'budget',
      category: 'delivery',
      title: t('campaigns.column.budget'),
      width: 220,
      render: (_, item) => <BudgetCell item={item} t={t} actions={actions} />,
    },
    {
      key: 'start_time',
      category: 'basic',
      title: t('campaigns.column.startTime'),
      width: 150,
      render: (_, item) => <ZonedTime seconds={item.start_time} zone={item.time_zone} />,
    },
    {
      key: 'creator',
      category: 'basic',
      title: t('campaigns.column.creator'),
      width: 100,
      render: (_, item) => item.creator.login_name || '-',
    },
    ...deliveryColumns<CampaignItem>(t, 'campaign', actions),
    {
      key: 'action',
      category: 'basic',
      locked: true,
      title: t('campaigns.column.action'),
      // fixed right and wide enough for its four links on one line in either language: at 1440 px the defaults fit
      // without scrolling, narrower screens (or wider columns the user dragged) scroll under it
      fixed: 'right',
      width: 230,
      render: (_, item) => <ActionCell item={item} t={t} actions={actions} />,
    },
  ];
}
