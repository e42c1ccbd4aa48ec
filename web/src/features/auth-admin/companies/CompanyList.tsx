import { AuditEntity, type CompanyItem, calls } from '@adconsole/contract';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import ListPage from '../../../kit/ListPage';
import ListTable from '../../../kit/ListTable';
import RowAction from '../../../kit/RowAction';
import ExportButton from '../../../shared/ExportButton';
import HistoryLink from '../../../shared/HistoryLink';
import StatusTag from '../directory/StatusTag';
import { isEnabled } from '../directory/status';
import { useCompanies } from './api';
import CompanyFormDialog from './CompanyFormDialog';
import { useCompanyActions } from './useCompanyActions';

/** The companies tab: every company with its accounts and users; create, rename, disable or enable, delete. */
export default function CompanyList() {
  const { t } = useTranslation();
  const access = useAccess();
  const canEdit = access.can['auth.account.edit'];
  const companies = useCompanies();
  const [editing, setEditing] = useState<{ opening: number; company: CompanyItem | null } | null>(null);
  const { askStatus, askDelete } = useCompanyActions();
  const openForm = (company: CompanyItem | null) =>
    setEditing((current) => ({ opening: (current?.opening ?? 0) + 1, company }));

  const columns: ColumnsType<CompanyItem> = [
    { key: 'id', title: t('directory.company.col.id'), dataIndex: 'id', width: 90 },
    { key: 'name', title: t('directory.company.col.name'), dataIndex: 'name' },
    {
      key: 'accounts',
      title: t('directory.company.col.accounts'),
      width: 120,
      render: (_, company) => company.account_ids.length,
    },
    { key: 'users', title: t('directory.company.col.users'), dataIndex: 'user_count', width: 120 },
    {
      key: 'status',
      title: t('directory.company.col.status'),
      width: 110,
      render: (_, company) => <StatusTag status={company.status} />,
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'action',
      title: t('directory.action'),
      width: 250,
      fixed: 'right',
      render: (_, company) => (
        <Space size={10}>
          <RowAction onClick={() => openForm(company)}>{t('directory.company.edit')}</RowAction>
          <RowAction onClick={() => askStatus(company)} data-testid="company-status">
            {t(isEnabled(company.status) ? 'directory.company.disable' : 'directory.company.enable')}
          </RowAction>
          <HistoryLink entity={AuditEntity.COMPANY} id={company.id} name={company.name} />
          <RowAction danger onClick={() => askDelete(company)}>
            {t('directory.company.delete')}
          </RowAction>
        </Space>
      ),
    });
  }

  const rows = companies.data ?? [];
  return (
    <ListPage
      breadcrumb={[]}
      toolbar={
        <>
          {canEdit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)} data-testid="company-add">
              {t('directory.company.add')}
            </Button>
          ) : null}
          <ExportButton call={calls.listExports.companies} filters={undefined} fileName="companies.csv" />
        </>
      }
    >
      <ListTable<CompanyItem>
        loading={companies.isFetching}
        rows={rows}
        columns={columns}
        pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 800 }}
        empty={t('directory.company.empty')}
      />
      {editing ? (
        <CompanyFormDialog key={editing.opening} company={editing.company} onClose={() => setEditing(null)} />
      ) : null}
    </ListPage>
  );
}
