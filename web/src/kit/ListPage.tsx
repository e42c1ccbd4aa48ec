import Breadcrumb from 'antd/es/breadcrumb';
import Card from 'antd/es/card';
import type { ReactNode } from 'react';
import BatchBar, { type BatchBarProps } from './BatchBar';

/** One step of a list page's breadcrumb. */
export interface Crumb {
  title: ReactNode;
  href?: string;
}

/** The parts of a list page, top to bottom. */
export interface ListPageProps {
  /** empty when the page shows its own (a list inside a tab of the page) */
  breadcrumb: Crumb[];
  /** the search form */
  filters?: ReactNode;
  /** buttons over the table, left (create, export) */
  toolbar?: ReactNode;
  /** table settings over the table, right (custom columns, reset column width) */
  settings?: ReactNode;
  /** shown while rows are selected */
  batch?: BatchBarProps;
  /** the table */
  children: ReactNode;
  /** the pager under the table */
  pagination?: ReactNode;
}

/** The frame every list screen shares: breadcrumb, filter form, toolbar, batch bar, table and pager. */
export default function ListPage({
  breadcrumb,
  filters,
  toolbar,
  settings,
  batch,
  children,
  pagination,
}: ListPageProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {breadcrumb.length ? (
        <Breadcrumb items={breadcrumb.map((crumb) => ({ title: crumb.title, href: crumb.href }))} />
      ) : null}
      {filters ? <Card styles={{ body: { padding: '16px 20px' } }}>{filters}</Card> : null}
      <Card styles={{ body: { padding: 20 } }}>
        {toolbar || settings ? (
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
            <div style={{ display: 'flex', gap: 8, flex: 1, flexWrap: 'wrap' }}>{toolbar}</div>
            <div style={{ display: 'flex', gap: 8 }}>{settings}</div>
          </div>
        ) : null}
        {batch ? <BatchBar {...batch} /> : null}
        {children}
        {pagination ? <div style={{ marginTop: 16 }}>{pagination}</div> : null}
      </Card>
    </div>
  );
}
