import Breadcrumb from 'antd/es/breadcrumb';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import CompanyList from '../companies/CompanyList';
import AccountList from './AccountList';

const TABS = ['accounts', 'companies'] as const;

/** /auth/account: the advertiser accounts with their linked users, and the companies they belong to, a tab each. */
export default function AccountPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = TABS.find((tab) => tab === asked) ?? TABS[0];
  return (
    <div>
      <Breadcrumb items={[{ title: t('menu.auth') }, { title: t('menu.auth.account') }]} />
      <Tabs
        activeKey={active}
        // each tab has its own filters and pager in the URL: switching starts the other one afresh
        onChange={(tab) => setParams(tab === TABS[0] ? {} : { tab }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'accounts', label: t('directory.tab.accounts'), children: <AccountList /> },
          { key: 'companies', label: t('directory.tab.companies'), children: <CompanyList /> },
        ]}
      />
    </div>
  );
}
