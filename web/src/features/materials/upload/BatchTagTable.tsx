import { MaterialLimits } from '@adconsole/contract';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../kit/format';
import { TagCascader } from '../../../shared/tags/TagCascader';
import ItemThumb from './ItemThumb';
import type { DraftItem } from './saveRequest';
import type { UploadItem } from './uploadItems';

/** A row of the batch-tag table: the uploaded item and its draft. */
export interface TagRow {
  item: UploadItem;
  draft: DraftItem;
}

/** Props of the batch-tag table. */
export interface BatchTagTableProps {
  rows: TagRow[];
  onChange: (key: string, change: Partial<Pick<DraftItem, 'name' | 'tagIds'>>) => void;
  /** the row a failed rule is about, outlined until it changes */
  problemKey?: string;
}

/** The uploaded files to save: preview, editable name, own tags (besides the common ones) and their specs. */
export default function BatchTagTable({ rows, onChange, problemKey }: BatchTagTableProps) {
  const { t } = useTranslation();
  return (
    <Table<TagRow>
      size="small"
      rowKey={(row) => row.item.key}
      dataSource={rows}
      pagination={false}
      scroll={{ y: 360 }}
      data-testid="batch-tag-table"
      rowClassName={(row) => (row.item.key === problemKey ? 'ant-table-row-selected' : '')}
      columns={[
        {
          title: t('upload.tag.col.preview'),
          width: 72,
          render: (_, row) => <ItemThumb file={row.item.file} thumbUrl={row.draft.answer.meta.thumb_url} size={48} />,
        },
        {
          title: t('upload.tag.col.name'),
          render: (_, row) => (
            <Input
              value={row.draft.name}
              maxLength={MaterialLimits.NAME_MAX}
              status={row.item.key === problemKey && !row.draft.name.trim() ? 'error' : undefined}
              aria-label={t('upload.tag.col.name')}
              data-testid="material-name"
              onChange={(e) => onChange(row.item.key, { name: e.target.value })}
            />
          ),
        },
        {
          title: t('upload.tag.col.tags'),
          width: 300,
          render: (_, row) => (
            <TagCascader
              value={row.draft.tagIds}
              onChange={(tagIds) => onChange(row.item.key, { tagIds })}
              max={MaterialLimits.TAGS_PER_MATERIAL}
              limitKind="single"
              style={{ width: '100%' }}
            />
          ),
        },
        {
          title: t('upload.tag.col.info'),
          width: 170,
          render: (_, row) => {
            const { meta } = row.draft.answer;
            return (
              <span style={{ color: 'rgba(0,0,0,0.65)', fontSize: 12, lineHeight: 1.6 }}>
                {meta.width}*{meta.height} · {meta.scale}
                <br />
                {meta.format.toUpperCase()} · {formatFileSize(meta.size)}
              </span>
            );
          },
        },
      ]}
    />
  );
}
