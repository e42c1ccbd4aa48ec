import { AuditEntity, calls, type PartnerFolderItem, PartnerFolderLimits } from '@adconsole/contract';
import FolderOpenOutlined from '@ant-design/icons/FolderOpenOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { keepPreviousData } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import { useCall, useCallMutation } from '../../../app/useCall';
import { toastError, toastSuccess } from '../../../kit/feedback';
import { type KeyedColumn, keyColumnsInSight } from '../../../kit/keyColumnsInSight';
import ListPage from '../../../kit/ListPage';
import ListTable from '../../../kit/ListTable';
import RowAction from '../../../kit/RowAction';
import { textColor } from '../../../kit/theme';
import ExportButton from '../../../shared/ExportButton';
import HistoryLink from '../../../shared/HistoryLink';
import { partnerFolderChange } from './api';
import PartnerFolderFormDialog from './PartnerFolderFormDialog';

/**
 * /audience/partnerFolder: which accounts' audience packages may read a partner's files. A source-2 path
 * `folder/…` is read only for a package whose accounts are all mapped to `folder`.
 */
export default function PartnerFolderPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const canEdit = access.can['audience.partner.edit'];
  const [query, setQuery] = useState({ page_no: 1, page_size: PartnerFolderLimits.PAGE_SIZE, folder: '' });
  const page = useCall(
    calls.partnerFolders.list,
    { ...query, folder: query.folder || undefined },
    { placeholderData: keepPreviousData },
  );
  const remove = useCallMutation(calls.partnerFolders.remove, partnerFolderChange);
  const [editing, setEditing] = useState<{ opening: number; item: PartnerFolderItem | null } | null>(null);
  const openForm = (item: PartnerFolderItem | null) =>
    setEditing((current) => ({ opening: (current?.opening ?? 0) + 1, item }));

  const askDelete = (item: PartnerFolderItem) =>
    Modal.confirm({
      title: t('partnerFolders.deleteTitle', { folder: item.folder }),
      content: t('partnerFolders.deleteText'),
      okText: t('partnerFolders.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        const outcome = await remove.mutateAsync({ id: item.id });
        if (outcome.ok) toastSuccess(t('partnerFolders.deleted'));
        else if (outcome.text) toastError(outcome.text);
      },
    });

  const columns: KeyedColumn<PartnerFolderItem>[] = [
    {
      key: 'folder',
      role: 'name',
      title: t('partnerFolders.col.folder'),
      width: 260,
      render: (_, item) => (
        <Space size={6}>
          <FolderOpenOutlined aria-hidden style={{ color: textColor.muted }} />
          <code style={{ fontSize: 13 }}>{item.folder}/</code>
        </Space>
      ),
    },
    {
      key: 'accounts',
      title: t('partnerFolders.col.accounts'),
      render: (_, item) => (
        <Space size={[4, 4]} wrap>
          {item.accounts.map((a) => (
            <Tag key={a.account_id} style={{ marginInlineEnd: 0 }}>
              {a.account_name}
            </Tag>
          ))}
          {item.other_accounts > 0 ? (
            <span style={{ color: textColor.muted }}>
              {t('partnerFolders.otherAccounts', { count: item.other_accounts })}
            </span>
          ) : null}
        </Space>
      ),
    },
    {
      key: 'update_time',
      title: t('partnerFolders.col.updated'),
      width: 180,
      render: (_, item) => dayjs(item.update_time).format('YYYY-MM-DD HH:mm:ss'),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'action',
      title: t('partnerFolders.col.action'),
      width: 200,
      render: (_, item) => (
        <Space size={10}>
          <RowAction onClick={() => openForm(item)} aria-label={t('partnerFolders.editOf', { folder: item.folder })}>
            {t('partnerFolders.edit')}
          </RowAction>
          <HistoryLink entity={AuditEntity.PARTNER_FOLDER} id={item.id} name={item.folder} />
          <RowAction
            danger
            onClick={() => askDelete(item)}
            aria-label={t('partnerFolders.deleteOf', { folder: item.folder })}
          >
            {t('partnerFolders.delete')}
          </RowAction>
        </Space>
      ),
    });
  }

  return (
    <ListPage
      breadcrumb={[{ title: t('menu.audience') }, { title: t('menu.audience.partnerFolder') }]}
      filters={
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Alert type="info" showIcon title={t('partnerFolders.intro')} description={t('partnerFolders.introMore')} />
          <Input.Search
            allowClear
            style={{ maxWidth: 360 }}
            placeholder={t('partnerFolders.search')}
            aria-label={t('partnerFolders.search')}
            maxLength={PartnerFolderLimits.NAME_MAX}
            onSearch={(folder) => setQuery((q) => ({ ...q, page_no: 1, folder: folder.trim() }))}
            data-testid="partner-folder-search"
          />
        </div>
      }
      toolbar={
        <>
          {canEdit ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => openForm(null)}
              data-testid="partner-folder-add"
            >
              {t('partnerFolders.add')}
            </Button>
          ) : null}
          <ExportButton
            call={calls.listExports.partnerFolders}
            filters={{ folder: query.folder || undefined }}
            fileName="partner-folders.csv"
          />
        </>
      }
    >
      <ListTable<PartnerFolderItem>
        loading={page.isFetching}
        rows={page.data?.list}
        columns={keyColumnsInSight(columns)}
        scroll={{ x: 800 }}
        empty={t('partnerFolders.empty')}
        pagination={{
          current: query.page_no,
          pageSize: query.page_size,
          total: page.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: (page_no) => setQuery((q) => ({ ...q, page_no })),
        }}
        data-testid="partner-folder-table"
      />
      {editing ? (
        <PartnerFolderFormDialog key={editing.opening} item={editing.item} onClose={() => setEditing(null)} />
      ) : null}
    </ListPage>
  );
}
