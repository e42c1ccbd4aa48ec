import { useTranslation } from 'react-i18next';
import TabbedPage from '../../kit/TabbedPage';
import AdPlatformList from './AdPlatformList';
import PlatformAccountList from './PlatformAccountList';

/**
 * /placement/adPlatform: the outside ad platforms, and the advertisers' accounts on them (platform accounts), a tab
 * each; on a fresh install this is the one screen that links an account to a platform.
 */
export default function AdPlatformPage() {
  const { t } = useTranslation();
  return (
    <TabbedPage
      crumbs={[t('menu.placement'), t('menu.placement.adPlatform')]}
      tabs={[
        { key: 'platforms', label: t('placements.adPlatform.tab.platforms'), children: <AdPlatformList /> },
        { key: 'accounts', label: t('placements.adPlatform.tab.accounts'), children: <PlatformAccountList /> },
      ]}
    />
  );
}
