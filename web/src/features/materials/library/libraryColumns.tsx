import { AccountRelationType, type MaterialItem } from '@adconsole/contract';
import Badge from 'antd/es/badge';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import AccountChips from '../../../kit/AccountChips';
import { formatDuration, formatFileSize } from '../../../kit/format';
import type { SortState } from '../../../kit/listQuery';
import TagChips from '../../../kit/TagChips';
import { textColor } from '../../../kit/theme';
import type { KitColumn } from '../../../kit/useTableColumns';
import ExamineBadge from './ExamineBadge';
import MaterialActions, { type LibraryHandlers } from './MaterialActions';
import MaterialCell from './MaterialCell';
import { durationOf, hasRowActions, orientationKey, showsCreator, sizeInKb } from './materialRules';

type Column = KitColumn<MaterialItem>;

/** The names the libraries' column layouts and widths are stored under. */
export const libraryTable = (type: number): string => (type === 2 ? 'material.video' : 'material.image');

/** The custom-columns dialog's categories of the libraries. */
export function libraryCategories(t: TFunction) {
  return ['basic', 'file', 'state'].map((key) => ({ key, label: t(`library.category.${key}`) }));
}

const muted = <span style={{ color: textColor.muted }}>-</span>;

// One builder per column, shared by both libraries so a rule (creator only for source 1) lives in one place.
function builders(t: TFunction, sort: SortState | null, h: LibraryHandlers) {
  const title = (key: string) => t(`library.col.${key}`);
  return {
    media: (key: 'image' | 'video'): Column => ({
      key,
      // the material's name and preview: pinned left like a list's name
      role: 'name',
      category: 'basic',
      locked: true,
      title: title(key),
      width: 280,
      render: (_, row) => <MaterialCell item={row} onOpen={() => h.onOpen(row)} />,
    }),
    actions: (): Column => ({
      key: 'actions',
      category: 'basic',
      locked: true,
      title: title('actions'),
      // edit, tags, delete and an administrator's history
      width: 210,
      render: (_, row) => <MaterialActions item={row} h={h} />,
    }),
    accounts: (): Column => ({
      key: 'accounts',
      category: 'basic',
      title: title('accounts'),
      width: 240,
      // the view link shows for every material, since the dialog also lists the ads that use it
      render: (_, row) => (
        <AccountChips
          accounts={row.accounts}
          lead={
            row.account_relation_type === AccountRelationType.ALL ? (
              <Tag color="purple" style={{ marginInlineEnd: 0 }}>
                {t('library.allAccounts')}
              </Tag>
            ) : null
          }
          onView={() => h.onAccounts(row)}
          viewLabel={t('library.accounts.view')}
          testId="linked-accounts"
        />
      ),
    }),
    tags: (): Column => ({
      key: 'tags',
      category: 'basic',
      title: title('tags'),
      width: 250,
      render: (_, row) => <TagChips tags={row.tags} />,
    }),
    source: (): Column => ({
      key: 'source',
      category: 'basic',
      title: title('source'),
      width: 110,
      render: (_, row) => t(`library.source.${row.source}`, { defaultValue: String(row.source) }),
    }),
    creator: (): Column => ({
      key: 'creator',
      category: 'basic',
      title: title('creator'),
      width: 120,
      // spec: the creator is shown only when the source is 1
      render: (_, row) => (showsCreator(row) && row.creator_name ? row.creator_name : muted),
    }),
    status: (): Column => ({
      key: 'status',
      category: 'state',
      title: title('status'),
      width: 100,
      render: (_, row) => (
        <Badge status={row.status === 1 ? 'success' : 'default'} text={t(`library.status.${row.status}`)} />
      ),
    }),
    examine: (): Column => ({
      key: 'examine',
      category: 'state',
      title: title('examine'),
      width: 150,
      render: (_, row) => <ExamineBadge item={row} />,
    }),
    created: (): Column => ({
      key: 'create_time',
      category: 'state',
      title: title('created'),
      width: 180,
      sorter: true,
      // newest or oldest first: the list has no "unsorted" order
      sortDirections: ['descend', 'ascend', 'descend'],
      sortOrder: sort?.field === 'create_time' ? sort.order : null,
      render: (_, row) => dayjs(row.create_time).format('YYYY-MM-DD HH:mm:ss'),
    }),
  };
}

/** The image library's columns, in the spec's order (image, actions, accounts, tags, source, file facts, state). */
export function imageColumns(t: TFunction, sort: SortState | null, h: LibraryHandlers): Column[] {
  const b = builders(t, sort, h);
  const title = (key: string) => t(`library.col.${key}`);
  return [
    b.media('image'),
    ...(hasRowActions(h.can) ? [b.actions()] : []),
    b.accounts(),
    b.tags(),
    b.source(),
    { key: 'size', category: 'file', title: title('sizeKb'), width: 110, render: (_, row) => sizeInKb(row.size) },
    {
      key: 'format',
      category: 'file',
      title: title('format'),
      width: 90,
      render: (_, row) => row.format.toUpperCase(),
    },
    {
      key: 'dimensions',
      category: 'file',
      title: title('dimensions'),
      width: 130,
      render: (_, row) => `${row.width}*${row.height}`,
    },
    { key: 'scale', category: 'file', title: title('scale'), width: 90, dataIndex: 'scale' },
    {
      key: 'orientation',
      category: 'file',
      title: title('orientation'),
      width: 100,
      render: (_, row) => t(orientationKey(row.screen_type)),
    },
    b.status(),
    b.examine(),
    b.creator(),
    b.created(),
  ];
}

/** The video library's columns: video, accounts, source, creator, tags, size (auto unit), duration, state, actions. */
export function videoColumns(t: TFunction, sort: SortState | null, h: LibraryHandlers): Column[] {
  const b = builders(t, sort, h);
  const title = (key: string) => t(`library.col.${key}`);
  return [
    b.media('video'),
    b.accounts(),
    b.source(),
    b.creator(),
    b.tags(),
    { key: 'size', category: 'file', title: title('size'), width: 110, render: (_, row) => formatFileSize(row.size) },
    {
      key: 'duration',
      category: 'file',
      title: title('duration'),
      width: 110,
      render: (_, row) => formatDuration(durationOf(row)),
    },
    {
      key: 'dimensions',
      category: 'file',
      title: title('dimensions'),
      width: 130,
      defaultHidden: true,
      render: (_, row) => `${row.width}*${row.height}`,
    },
    { key: 'scale', category: 'file', title: title('scale'), width: 90, dataIndex: 'scale', defaultHidden: true },
    { ...b.status(), defaultHidden: true },
    b.examine(),
    b.created(),
    // last in the spec's order, so kept in view while the wide table scrolls
    ...(hasRowActions(h.can) ? [{ ...b.actions(), fixed: 'right' as const }] : []),
  ];
}
