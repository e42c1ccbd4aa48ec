import { useTranslation } from 'react-i18next';
import TabbedPage from '../../../kit/TabbedPage';
import CompanyList from '../companies/CompanyList';
import AccountList from './AccountList';

/** /auth/account: the advertiser accounts with their linked users, and the companies they belong to, a tab each. */
export default function AccountPage() {
  const { t } = useTranslation();
  return (
    <TabbedPage
      crumbs={[t('menu.auth'), t('menu.auth.account')]}
      tabs={[
        { key: 'accounts', label: t('directory.tab.accounts'), children: <AccountList /> },
        { key: 'companies', label: t('directory.tab.companies'), children: <CompanyList /> },
      ]}
    />
  );
}
