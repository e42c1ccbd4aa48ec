import { type AdItem, AdLimits, AuditEntity } from '@adconsole/contract';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import InlineText from '../../../kit/InlineText';
import { textColor } from '../../../kit/theme';
import type { KitColumn } from '../../../kit/useTableColumns';
import HistoryLink from '../../../shared/HistoryLink';
import { deliveryColumns } from '../deliveryColumns';
import type { LevelRowActions } from '../rowActions';
import { adNameProblem } from './adRules';
import { adTypeLabel } from './adView';
import CreativeThumbs from './CreativeThumbs';

/** The table's key for its stored column layout. */
export const AD_TABLE = 'ad-list';

/** What the row's controls do, and which of them the role may use. */
export interface AdColumnActions extends LevelRowActions<AdItem> {
  /** the history link shows (administrators read the audit log) */
  canHistory: boolean;
  onRename: (item: AdItem, name: string) => Promise<boolean>;
}

export function adCategories(t: TFunction) {
  return [
    { key: 'basic', label: t('ads.category.basic') },
    { key: 'delivery', label: t('ads.category.delivery') },
    { key: 'creative', label: t('ads.category.creative') },
  ];
}

/** A unix-seconds time in the browser's zone (an ad has no zone of its own; its campaign's shows on the schedule). */
const time = (seconds: number) =>
  seconds > 0 ? dayjs.unix(seconds).format('YYYY-MM-DD HH:mm:ss') : <span style={{ color: textColor.muted }}>-</span>;

const link = { type: 'link', size: 'small', style: { padding: 0 } } as const;

/** The row's actions; absent when the role has none (a view-only role sees no empty Operation column). */
function actionColumn(t: TFunction, actions: AdColumnActions): KitColumn<AdItem>[] {
  if (!actions.canEdit && !actions.canCreate && !actions.canDelete && !actions.canHistory) return [];
  return [
    {
      key: 'action',
      category: 'basic',
      locked: true,
      title: t('ads.column.action'),
      fixed: 'right',
      width: 200,
      render: (_, item) => (
        <Space size={10} wrap>
          {actions.canEdit ? (
            <Button {...link} onClick={() => actions.onEdit(item)} data-testid="ad-edit">
              {t('campaigns.action.edit')}
            </Button>
          ) : null}
          {actions.canCreate ? (
            <Button {...link} onClick={() => actions.onCopy(item)} data-testid="ad-copy">
              {t('campaigns.action.copy')}
            </Button>
          ) : null}
          {actions.canDelete ? (
            <Button {...link} danger onClick={() => actions.onDelete(item)} data-testid="ad-delete">
              {t('campaigns.action.delete')}
            </Button>
          ) : null}
          <HistoryLink entity={AuditEntity.AD} id={item.ad_id} name={item.name} />
        </Space>
      ),
    },
  ];
}

/** An ad group's ads: id, name, on/off, delivery status, type, creatives, title, creator, times and actions. */
export function adColumns(t: TFunction, actions: AdColumnActions): KitColumn<AdItem>[] {
  return [
    {
      key: 'ad_id',
      category: 'basic',
      title: t('ads.column.id'),
      width: 100,
      render: (_, item) => <span data-testid="ad-id">{item.ad_id}</span>,
    },
    {
      key: 'name',
      category: 'basic',
      locked: true,
      title: t('ads.column.name'),
      width: 220,
      render: (_, item) => (
        <InlineText
          value={item.name}
          field={t('ads.inline.name')}
          editable={actions.canEdit}
          maxLength={AdLimits.NAME_MAX}
          check={(text) => {
            // the editor's own rule and messages (2 to 200 characters, no consecutive spaces)
            const problem = adNameProblem(text);
            return problem ? t(problem.key, problem.values) : null;
          }}
          onSave={(name) => actions.onRename(item, name)}
          testId="ad-name"
        />
      ),
    },
    ...deliveryColumns<AdItem>(t, 'ad', actions),
    {
      key: 'type',
      category: 'creative',
      title: t('ads.column.type'),
      width: 90,
      render: (_, item) => <span data-testid="ad-type">{adTypeLabel(item.type, t)}</span>,
    },
    {
      key: 'creatives',
      category: 'creative',
      title: t('ads.column.creatives'),
      width: 200,
      render: (_, item) => <CreativeThumbs name={item.name} creatives={item.creatives} />,
    },
    {
      key: 'title',
      category: 'creative',
      title: t('ads.column.title'),
      width: 160,
      ellipsis: true,
      render: (_, item) => item.title || <span style={{ color: textColor.muted }}>-</span>,
    },
    {
      key: 'creator',
      category: 'basic',
      title: t('ads.column.creator'),
      width: 110,
      render: (_, item) => item.creator.login_name || '-',
    },
    {
      key: 'create_time',
      category: 'basic',
      title: t('ads.column.createTime'),
      width: 170,
      render: (_, item) => time(item.create_time),
    },
    {
      key: 'modify_time',
      category: 'basic',
      title: t('ads.column.modifyTime'),
      width: 170,
      render: (_, item) => time(item.modify_time),
    },
    ...actionColumn(t, actions),
  ];
}
