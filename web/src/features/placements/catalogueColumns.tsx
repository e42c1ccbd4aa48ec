import type { AuditEntityKind } from '@adconsole/contract';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../kit/format';
import type { KeyedColumn } from '../../kit/keyColumnsInSight';
import { textColor } from '../../kit/theme';
import HistoryLink from '../../shared/HistoryLink';

/** A row of any catalogue: an id, a name and the time it was made. */
export interface CatalogueRow {
  id: number;
  name: string;
  create_time: number;
}

/** The id column, first in every catalogue. */
export const idColumn = <T extends CatalogueRow>(t: TFunction): KeyedColumn<T> => ({
  key: 'id',
  title: t('placements.col.id'),
  dataIndex: 'id',
  width: 70,
});

/** When the entry was made (the lists' order, newest first). */
export const createdColumn = <T extends CatalogueRow>(t: TFunction): KeyedColumn<T> => ({
  key: 'created',
  title: t('placements.col.created'),
  width: 150,
  render: (_, row) => dayjs(row.create_time).format('YYYY-MM-DD HH:mm'),
});

/** On or off, as a badge (ad positions and mappings). */
export const statusCell = (status: number, t: TFunction) => (
  <Badge status={status === 1 ? 'success' : 'default'} text={t(`lookups.status.${status === 1 ? 1 : 0}`)} />
);

/**
 * A count that opens the list of what it counts (0 stays plain: there is nothing to open). `label` says what opens,
 * given the count as shown (`{{count}}`): the link's name must hold the text it shows.
 */
export function CountLink({ count, to, label }: { count: number; to: string; label: (shown: string) => string }) {
  if (count === 0) return <span style={{ color: textColor.muted }}>0</span>;
  const shown = formatNumber(count);
  return (
    <Link to={to} aria-label={label(shown)}>
      {shown}
    </Link>
  );
}

/** What the action column offers, by the role's groups. */
export interface RowActions<T> {
  entity: AuditEntityKind;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** the test id prefix of the row's buttons (`media-app` → media-app-edit, media-app-delete) */
  testId: string;
}

/** The action column: edit, the row's history (administrators), delete; absent when the role may do neither. */
export function actionColumn<T extends CatalogueRow>(t: TFunction, actions: RowActions<T>): KeyedColumn<T>[] {
  const { entity, canEdit, canDelete, onEdit, onDelete, testId } = actions;
  if (!canEdit && !canDelete) return [];
  return [
    {
      key: 'action',
      title: t('placements.col.action'),
      width: 160,
      fixed: 'right',
      render: (_, row) => (
        <Space size={12}>
          {canEdit ? (
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={() => onEdit(row)}
              data-testid={`${testId}-edit`}
            >
              {t('placements.edit')}
            </Button>
          ) : null}
          <HistoryLink entity={entity} id={row.id} name={row.name} />
          {canDelete ? (
            <Button
              type="link"
              size="small"
              danger
              style={{ padding: 0 }}
              onClick={() => onDelete(row)}
              data-testid={`${testId}-delete`}
            >
              {t('placements.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
}
