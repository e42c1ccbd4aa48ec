import { calls, type TagItem, TagLevel } from '@adconsole/contract';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { keepPreviousData } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { useCall } from '../../app/useCall';
import ListPage from '../../kit/ListPage';
import ListPagination from '../../kit/ListPagination';
import ListTable from '../../kit/ListTable';
import SearchForm from '../../kit/SearchForm';
import { useListPage } from '../../kit/useListPage';
import ExportButton from '../../shared/ExportButton';
import HistoryLink from '../../shared/HistoryLink';
import { useTagLevel } from './api';
import { RemarkCell } from './RemarkCell';
import { type TagDialogMode, TagFormDialog } from './TagFormDialog';
import { TAG_CODECS, TAG_DEFAULTS, tagFields, tagQuery, withTopicRule } from './tagSearch';
import { useTagDelete } from './useTagDelete';

/** /material/creativeTag: the creative tags with their theme and category, and the add/edit/delete flows. */
export default function CreativeTagPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const { list, search, pager } = useListPage(TAG_CODECS, TAG_DEFAULTS, {
    submit: (current, next) => current.setFilters(withTopicRule(current.filters, next)),
    // a category belongs to its theme: removing the theme's chip removes the category too
    remove: (current, key) =>
      key === 'topic' ? current.setFilters({ topic: undefined, category: undefined }) : current.removeFilter(key),
  });
  const topicId = typeof list.filters.topic === 'number' ? list.filters.topic : undefined;
  const themes = useTagLevel(TagLevel.THEME);
  const categories = useTagLevel(TagLevel.CATEGORY, topicId);
  const query = useMemo(() => tagQuery(list), [list]);
  const page = useCall(calls.tags.list, { module: 2, ...query }, { placeholderData: keepPreviousData });
  const fields = useMemo(
    () => tagFields(t, themes.data ?? [], categories.data ?? []),
    [t, themes.data, categories.data],
  );
  const [dialog, setDialogState] = useState<{ mode: TagDialogMode; tag: TagItem | null } | null>(null);
  // each opening mounts a fresh dialog whose form starts from its initial values (no reset racing a first click)
  const [opening, setOpening] = useState(0);
  const setDialog = (next: { mode: TagDialogMode; tag: TagItem | null } | null) => {
    if (next) setOpening((n) => n + 1);
    setDialogState(next);
  };
  const askDelete = useTagDelete();

  const columns: ColumnsType<TagItem> = [
    { key: 'id', title: t('tags.col.id'), dataIndex: 'id', width: 90 },
    {
      key: 'name',
      title: t('tags.col.name'),
      width: 220,
      render: (_, tag) => (
        <Space direction="vertical" size={0}>
          <span>{tag.name}</span>
          {tag.alias ? <Typography.Text type="secondary">{tag.alias}</Typography.Text> : null}
        </Space>
      ),
    },
    { key: 'topic', title: t('tags.col.topic'), dataIndex: 'topic_name', width: 180 },
    { key: 'category', title: t('tags.col.category'), dataIndex: 'cate_name', width: 180 },
    { key: 'remark', title: t('tags.col.remark'), render: (_, tag) => <RemarkCell text={tag.remark} /> },
    {
      key: 'action',
      title: t('tags.col.action'),
      // edit, delete and an administrator's history
      width: 200,
      fixed: 'right',
      // spec: edit and delete are always shown; the server refuses what the role may not do
      render: (_, tag) => (
        <Space>
          <Button type="link" size="small" onClick={() => setDialog({ mode: 2, tag })}>
            {t('tags.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => askDelete(tag)}>
            {t('tags.delete')}
          </Button>
          <HistoryLink entity="tag" id={tag.id} name={tag.name} />
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      breadcrumb={[{ title: t('menu.material') }, { title: t('menu.material.creativeTag') }]}
      filters={<SearchForm fields={fields} {...search} />}
      toolbar={
        <>
          {access.can['tag.add'] ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 1, tag: null })}>
              {t('tags.add')}
            </Button>
          ) : null}
          <ExportButton call={calls.listExports.tags} filters={{ module: 2, ...query }} fileName="tags.csv" />
        </>
      }
      pagination={<ListPagination {...pager(page.data?.total ?? 0)} />}
    >
      <ListTable<TagItem>
        rows={page.data?.list}
        loading={page.isFetching}
        columns={columns}
        scroll={{ x: 1000 }}
        empty={t('tags.empty')}
      />
      <TagFormDialog
        key={opening}
        open={dialog !== null}
        mode={dialog?.mode ?? 1}
        tag={dialog?.tag}
        onClose={() => setDialog(null)}
      />
    </ListPage>
  );
}
