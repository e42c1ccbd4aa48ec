import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './format';
import GuardedModal from './GuardedModal';
import ListTable from './ListTable';
import { textColor } from './theme';

/** One account of the dialog: whether it is linked, and how many ads of it use the linked thing. */
export interface LinkedAccount {
  account_id: number;
  account_name: string;
  linked: boolean;
  bound_ad_count: number;
}

/** The state of the call that loads the accounts (a react-query result fits as it is). */
export interface LinkedAccountsSource<T extends LinkedAccount> {
  data?: readonly T[];
  isLoading?: boolean;
  isError?: boolean;
  refetch?: () => unknown;
}

/** Props of the linked-accounts dialog; `source` holds the accounts, or the loader's state while it fetches them. */
export interface LinkedAccountsDialogProps<T extends LinkedAccount> {
  open: boolean;
  title: string;
  source: LinkedAccountsSource<T>;
  /** shown above the table (e.g. that the item is linked to every account) */
  notice?: ReactNode;
  /** what an account's row expands to (e.g. the ads that use the item); a row answering null does not expand */
  expandedRow?: (row: T) => ReactNode | null;
  onClose: () => void;
}

// Wide enough for account, link state, the ad count and an expanded ad path on one line.
const WIDTH = 760;

/** Linked accounts of anything that links to accounts: each account, whether it is linked, and its ads' count. */
export default function LinkedAccountsDialog<T extends LinkedAccount>({
  open,
  title,
  source,
  notice,
  expandedRow,
  onClose,
}: LinkedAccountsDialogProps<T>) {
  const { t } = useTranslation();
  const accounts = source.data ?? [];
  return (
    <GuardedModal open={open} width={WIDTH} title={title} footer={null} onCancel={onClose} destroyOnHidden>
      {notice}
      {source.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('kit.accountsDialog.error')}
          action={
            source.refetch ? (
              <Button size="small" onClick={() => void source.refetch?.()}>
                {t('common.retry')}
              </Button>
            ) : null
          }
        />
      ) : (
        <ListTable<T>
          size="small"
          rowKey="account_id"
          loading={source.isLoading}
          rows={accounts}
          pagination={accounts.length > 10 ? { pageSize: 10, size: 'small' } : false}
          empty={t('kit.accountsDialog.empty')}
          expandable={
            expandedRow
              ? { rowExpandable: (row) => expandedRow(row) !== null, expandedRowRender: (row) => expandedRow(row) }
              : undefined
          }
          columns={[
            {
              key: 'account',
              title: t('kit.accountsDialog.account'),
              render: (_, row) => (
                <span>
                  {row.account_name} <span style={{ color: textColor.muted }}>#{row.account_id}</span>
                </span>
              ),
            },
            {
              key: 'linked',
              title: t('kit.accountsDialog.linked'),
              width: 140,
              render: (_, row) =>
                row.linked ? (
                  <Tag color="blue">{t('kit.accountsDialog.isLinked')}</Tag>
                ) : (
                  <Tag>{t('kit.accountsDialog.notLinked')}</Tag>
                ),
            },
            {
              key: 'ads',
              title: t('kit.accountsDialog.ads'),
              width: 140,
              render: (_, row) => formatNumber(row.bound_ad_count),
            },
          ]}
        />
      )}
    </GuardedModal>
  );
}
