import { type AudienceItem, AudienceLimits, AudienceStatus, AuditEntity } from '@adconsole/contract';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../kit/format';
import InlineText from '../../kit/InlineText';
import type { KitColumn } from '../../kit/useTableColumns';
import HistoryLink from '../../shared/HistoryLink';
import { AccountsCell, AdsetsCell } from './LinkCells';
import { methodLabel, rowActionable } from './labels';
import StatusCell from './StatusCell';

/** The table's key for its stored column layout. */
export const AUDIENCE_TABLE = 'audience-list';

/** What the row's controls do, and which of them the role may use. */
export interface AudienceColumnActions {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (item: AudienceItem) => void;
  /** opens a deleted package's form, read-only */
  onView: (item: AudienceItem) => void;
  onDelete: (item: AudienceItem) => void;
  onAccounts: (item: AudienceItem) => void;
  onRename: (item: AudienceItem, name: string) => Promise<boolean>;
  onDescribe: (item: AudienceItem, description: string) => Promise<boolean>;
}

export function audienceCategories(t: TFunction) {
  return ['basic', 'link', 'state'].map((key) => ({ key, label: t(`audiences.category.${key}`) }));
}

/** Every column of the spec's list, in its order; name and operation are fixed. */
export function audienceColumns(t: TFunction, actions: AudienceColumnActions): KitColumn<AudienceItem>[] {
  const title = (key: string) => t(`audiences.column.${key}`);
  return [
    {
      key: 'name',
      category: 'basic',
      locked: true,
      title: title('name'),
      width: 220,
      render: (_, item) => (
        <div>
          {item.status === AudienceStatus.DELETED ? (
            // a deleted package has no action; its name opens its form, read-only (docs/decisions/audiences.md)
            <Button
              type="link"
              size="small"
              title={t('audiences.action.view')}
              style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
              onClick={() => actions.onView(item)}
              data-testid="audience-view"
            >
              <span data-testid="audience-name">{item.cluster_name}</span>
            </Button>
          ) : (
            <InlineText
              value={item.cluster_name}
              field={title('name')}
              editable={actions.canEdit && rowActionable(item)}
              maxLength={AudienceLimits.NAME_MAX}
              check={(name) => (name ? null : t('audiences.rule.nameEmpty'))}
              onSave={(name) => actions.onRename(item, name)}
              testId="audience-name"
            />
          )}
          <div style={{ fontSize: 12, color: 'var(--ac-text-muted)' }}>
            {t('audiences.idOf', { id: item.cluster_id })}
          </div>
        </div>
      ),
    },
    {
      key: 'action',
      category: 'basic',
      locked: true,
      title: title('action'),
      width: 190,
      render: (_, item) => {
        const actionable = rowActionable(item);
        return (
          <Space size={4} wrap>
            {actionable && actions.canEdit ? (
              <Button type="link" size="small" onClick={() => actions.onEdit(item)} data-testid="audience-edit">
                {t('audiences.action.edit')}
              </Button>
            ) : null}
            {actionable && actions.canDelete ? (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => actions.onDelete(item)}
                data-testid="audience-delete"
              >
                {t('audiences.action.delete')}
              </Button>
            ) : null}
            <HistoryLink entity={AuditEntity.AUDIENCE} id={item.cluster_id} name={item.cluster_name} />
          </Space>
        );
      },
    },
    {
      key: 'dataType',
      category: 'basic',
      title: title('dataType'),
      width: 100,
      render: (_, item) => t(`audiences.dataType.${item.data_type}`, { defaultValue: String(item.data_type) }),
    },
    {
      key: 'description',
      category: 'basic',
      title: title('description'),
      width: 200,
      render: (_, item) => (
        <InlineText
          value={item.description}
          field={title('description')}
          editable={actions.canEdit && rowActionable(item)}
          maxLength={AudienceLimits.DESCRIPTION_MAX}
          check={() => null}
          onSave={(description) => actions.onDescribe(item, description)}
          testId="audience-description"
        />
      ),
    },
    {
      key: 'count',
      category: 'state',
      title: title('count'),
      width: 120,
      align: 'right',
      render: (_, item) => (item.count === null ? '-' : formatNumber(item.count)),
    },
    {
      key: 'scope',
      category: 'link',
      title: title('scope'),
      width: 130,
      render: (_, item) => t(`audiences.scope.${item.visibility_scope}`),
    },
    {
      key: 'accounts',
      category: 'link',
      title: title('accounts'),
      width: 240,
      render: (_, item) => <AccountsCell item={item} onView={() => actions.onAccounts(item)} />,
    },
    {
      key: 'adsets',
      category: 'link',
      title: title('adsets'),
      width: 240,
      render: (_, item) => <AdsetsCell item={item} />,
    },
    {
      key: 'uploadSource',
      category: 'basic',
      title: title('uploadSource'),
      width: 120,
      render: (_, item) => t(`audiences.uploadSource.${item.upload_source}`),
    },
    {
      key: 'method',
      category: 'basic',
      title: title('method'),
      width: 120,
      render: (_, item) => methodLabel(t, item.source),
    },
    {
      key: 'status',
      category: 'state',
      title: title('status'),
      width: 240,
      render: (_, item) => <StatusCell item={item} />,
    },
    {
      key: 'createTime',
      category: 'state',
      title: title('createTime'),
      width: 170,
      render: (_, item) => dayjs(item.create_time).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'creator',
      category: 'state',
      title: title('creator'),
      width: 120,
      render: (_, item) => item.creator_name ?? '-',
    },
  ];
}
