import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import AccountsTab from './AccountsTab';
import DemoFrame from './DemoFrame';
import ReportTab from './ReportTab';
import TargetingTab from './TargetingTab';

const TABS = ['multi', 'tree', 'report'] as const;

/** /tabs: the multi-select dropdown, the targeting tree selector and the report form, one tab each. */
export default function TabsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = TABS.find((tab) => tab === asked) ?? TABS[0];
  return (
    <DemoFrame page="tabs">
      <Tabs
        activeKey={active}
        onChange={(tab) => setParams(tab === TABS[0] ? {} : { tab }, { replace: true })}
        type="card"
        items={[
          { key: 'multi', label: t('demo.tabs.tab.multi'), children: <AccountsTab /> },
          { key: 'tree', label: t('demo.tabs.tab.tree'), children: <TargetingTab /> },
          { key: 'report', label: t('demo.tabs.tab.report'), children: <ReportTab /> },
        ]}
      />
    </DemoFrame>
  );
}
