import type { PromotionAppAccountItem, PromotionAppItem } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSize } from '../../kit/constants';
import GuardedModal from '../../kit/GuardedModal';
import ListPagination from '../../kit/ListPagination';
import ListTable from '../../kit/ListTable';
import { textColor } from '../../kit/theme';
import { useAppAccounts } from './api';

/** Props of the view popup: the app whose linked accounts it lists (null: closed). */
export interface AppAccountsDialogProps {
  app: PromotionAppItem | null;
  onClose: () => void;
}

// Seven columns with a link and a date read on one line each at this width.
const WIDTH = 1160;

/** The view popup: the accounts linked to a product, with store, promotion type and link, paged 20/40/60/80. */
export default function AppAccountsDialog({ app, onClose }: AppAccountsDialogProps) {
  const { t } = useTranslation();
  return (
    <GuardedModal
      watchForms={false}
      open={app !== null}
      width={WIDTH}
      title={t('apps.accounts.title', { name: app?.name ?? '' })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {app ? <AccountsTable appId={app.id} /> : null}
    </GuardedModal>
  );
}

function AccountsTable({ appId }: { appId: number }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pagesize: PageSize.POPUP_DEFAULT as number });
  const accounts = useAppAccounts({ promotion_app_id: appId, ...paging });
  if (accounts.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('apps.accounts.error')}
        action={
          <Button size="small" onClick={() => void accounts.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div data-testid="app-accounts">
      <ListTable<PromotionAppAccountItem>
        size="small"
        tableLayout="fixed"
        loading={accounts.isFetching}
        rows={accounts.data?.rows}
        scroll={{ y: 480 }}
        empty={t('apps.accounts.empty')}
        columns={[
          { key: 'id', title: t('apps.accounts.id'), width: 70, render: (_, row) => row.id },
          {
            key: 'product',
            title: t('apps.accounts.product'),
            width: 220,
            render: (_, row) => (
              <div>
                <div>{row.name}</div>
                <div style={{ fontSize: 12, color: textColor.muted, wordBreak: 'break-all' }}>{row.pkg_name}</div>
              </div>
            ),
          },
          {
            key: 'account',
            title: t('apps.accounts.account'),
            width: 190,
            render: (_, row) => (
              <span data-testid="app-account-name">
                {row.account_name} <span style={{ color: textColor.muted }}>#{row.account_id}</span>
              </span>
            ),
          },
          {
            key: 'store',
            title: t('apps.accounts.store'),
            width: 120,
            render: (_, row) => t(`apps.store.${row.app_store}`, { defaultValue: String(row.app_store) }),
          },
          {
            key: 'type',
            title: t('apps.accounts.type'),
            width: 130,
            render: (_, row) =>
              t(`apps.promotionType.${row.promotion_type}`, { defaultValue: String(row.promotion_type) }),
          },
          {
            key: 'link',
            title: t('apps.accounts.link'),
            render: (_, row) => (
              <Typography.Link
                href={row.promotion_link}
                target="_blank"
                rel="noreferrer"
                ellipsis
                title={row.promotion_link}
              >
                {row.promotion_link}
              </Typography.Link>
            ),
          },
          {
            key: 'uploadTime',
            title: t('apps.accounts.uploadTime'),
            width: 170,
            render: (_, row) => dayjs(row.upload_time).format('YYYY-MM-DD HH:mm:ss'),
          },
        ]}
      />
      <div style={{ marginTop: 12 }}>
        <ListPagination
          variant="popup"
          scroll={false}
          total={accounts.data?.total ?? 0}
          page={paging.page}
          pageSize={paging.pagesize}
          onChange={(page, pagesize) => setPaging({ page: pagesize === paging.pagesize ? page : 1, pagesize })}
        />
      </div>
    </div>
  );
}
