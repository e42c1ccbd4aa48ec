import Breadcrumb from 'antd/es/breadcrumb';
import Tabs from 'antd/es/tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/** One tab of a tabbed page: its key in the URL (`?tab=`), its label and its content. */
export interface PageTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * A page of two or more lists, a tab each, under its breadcrumb: the open tab is the URL's `tab` (none for the first),
 * and each tab keeps its own filters and pager in the URL, so switching starts the other one afresh.
 */
export default function TabbedPage({ crumbs, tabs }: { crumbs: string[]; tabs: PageTab[] }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const first = tabs[0]?.key;
  const active = tabs.find((tab) => tab.key === asked)?.key ?? first;
  return (
    <div>
      <Breadcrumb items={crumbs.map((title) => ({ title }))} />
      <Tabs
        activeKey={active}
        onChange={(tab) => setParams(tab === first ? {} : { tab }, { replace: true })}
        destroyOnHidden
        items={tabs}
      />
    </div>
  );
}
