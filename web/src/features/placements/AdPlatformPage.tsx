import Breadcrumb from 'antd/es/breadcrumb';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import AdPlatformList from './AdPlatformList';
import PlatformAccountList from './PlatformAccountList';

const TABS = ['platforms', 'accounts'] as const;

/**
 * /placement/adPlatform: the outside ad platforms, and the advertisers' accounts on them (platform accounts), a tab
 * each; on a fresh install this is the one screen that links an account to a platform.
 */
export default function AdPlatformPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = TABS.find((tab) => tab === asked) ?? TABS[0];
  return (
    <div>
      <Breadcrumb items={[{ title: t('menu.placement') }, { title: t('menu.placement.adPlatform') }]} />
      <Tabs
        activeKey={active}
        // each tab has its own filters and pager in the URL: switching starts the other one afresh
        onChange={(tab) => setParams(tab === TABS[0] ? {} : { tab }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'platforms', label: t('placements.adPlatform.tab.platforms'), children: <AdPlatformList /> },
          { key: 'accounts', label: t('placements.adPlatform.tab.accounts'), children: <PlatformAccountList /> },
        ]}
      />
    </div>
  );
}
