import type { MaterialAdAccountAnswer, MaterialItem } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../kit/format';
import { textColor } from '../../../kit/theme';
import { useMaterialAdAccounts } from '../api';
import BoundAdsList from './BoundAdsList';

type AccountRow = MaterialAdAccountAnswer['accounts'][number];

// Wide enough for account, link state, the ad count and an expanded ad path on one line.
const WIDTH = 760;

/**
 * The linked-accounts dialog (GET /v1/material/ad_account): every account of the material, whether it is linked,
 * and the ads of each account that use the material, expandable per account.
 */
export default function LinkedAccountsDialog({ item, onClose }: { item: MaterialItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const answer = useMaterialAdAccounts(item?.id ?? null);
  const data = answer.data;
  return (
    <Modal
      open={item !== null}
      width={WIDTH}
      title={t('library.accountsDialog.title', { name: item?.name ?? '' })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {data?.account_relation_type === 1 ? (
        <Alert type="info" showIcon title={t('library.accountsDialog.all')} style={{ marginBottom: 12 }} />
      ) : null}
      {answer.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('library.accountsDialog.error')}
          action={
            <Button size="small" onClick={() => void answer.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <Table<AccountRow>
          size="small"
          rowKey="account_id"
          loading={answer.isLoading}
          dataSource={data?.accounts ?? []}
          pagination={(data?.accounts.length ?? 0) > 10 ? { pageSize: 10, size: 'small' } : false}
          locale={{ emptyText: t('library.accountsDialog.empty') }}
          expandable={{
            rowExpandable: (row) => row.ads.length > 0,
            expandedRowRender: (row) => <BoundAdsList ads={row.ads} />,
          }}
          columns={[
            {
              key: 'account',
              title: t('library.accountsDialog.account'),
              render: (_, row) => (
                <span>
                  {row.account_name} <span style={{ color: textColor.muted }}>#{row.account_id}</span>
                </span>
              ),
            },
            {
              key: 'linked',
              title: t('library.accountsDialog.linked'),
              width: 140,
              render: (_, row) =>
                row.linked ? (
                  <Tag color="blue">{t('library.accountsDialog.isLinked')}</Tag>
                ) : (
                  <Tag>{t('library.accountsDialog.notLinked')}</Tag>
                ),
            },
            {
              key: 'ads',
              title: t('library.accountsDialog.ads'),
              width: 140,
              render: (_, row) => formatNumber(row.bound_ad_count),
            },
          ]}
        />
      )}
    </Modal>
  );
}
