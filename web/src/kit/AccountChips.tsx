import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitChips } from './chips';
import { DialogWidth, WidgetLimit } from './constants';
import { formatNumber } from './format';
import RowAction from './RowAction';
import { textColor } from './theme';

/** An account as chips show it. */
export interface ChipAccount {
  id: number;
  account_name: string;
}

/** Props of the account chips; without `onView` the view link opens the kit's own list of the accounts. */
export interface AccountChipsProps {
  accounts: readonly ChipAccount[] | null | undefined;
  /** a chip before the names (e.g. "All accounts") */
  lead?: ReactNode;
  /** the caller's own dialog (e.g. one that also lists the ads): the view link then always shows */
  onView?: () => void;
  /** label of the view link (the kit's "View" by default) */
  viewLabel?: string;
  /** test id of the cell; the view link gets `<testId>-view` */
  testId?: string;
}

/** Linked accounts in a table cell: 2 names, then "+N" and a view link that lists them all in a dialog. */
export default function AccountChips({
  accounts,
  lead,
  onView,
  viewLabel,
  testId = 'account-chips',
}: AccountChipsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const list = accounts ?? [];
  const { shown, hidden } = splitChips(list, WidgetLimit.ACCOUNT_CHIPS);
  if (list.length === 0 && !lead && !onView) return <span style={{ color: textColor.muted }}>-</span>;
  const viewLink = (
    <RowAction onClick={onView ?? (() => setOpen(true))} data-testid={`${testId}-view`}>
      {viewLabel ?? t('kit.accounts.view')}
    </RowAction>
  );
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 4 }} data-testid={testId}>
      {lead}
      {shown.map((account) => (
        <Tag key={account.id} style={{ marginInlineEnd: 0 }}>
          {account.account_name}
        </Tag>
      ))}
      {hidden > 0 ? (
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          +{formatNumber(hidden)}
        </Tag>
      ) : null}
      {onView ? viewLink : null}
      {!onView && hidden > 0 ? (
        <>
          {viewLink}
          <Modal
            open={open}
            title={t('kit.accounts.title', { count: list.length })}
            width={DialogWidth.ACCOUNTS}
            footer={null}
            onCancel={() => setOpen(false)}
            destroyOnHidden
          >
            <Table
              size="small"
              rowKey="id"
              dataSource={[...list]}
              pagination={list.length > 10 ? { pageSize: 10, size: 'small' } : false}
              columns={[
                { key: 'id', dataIndex: 'id', title: t('kit.accounts.id'), width: 100 },
                { key: 'name', dataIndex: 'account_name', title: t('kit.accounts.name') },
              ]}
            />
          </Modal>
        </>
      ) : null}
    </span>
  );
}
