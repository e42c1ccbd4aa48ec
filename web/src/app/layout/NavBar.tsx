import { Limits, type NavNode } from '@adconsole/contract';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import Button from 'antd/es/button';
import Layout from 'antd/es/layout';
import Tooltip from 'antd/es/tooltip';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createClickBurst } from '../../kit/clickBurst';
import LanguageSwitch from '../../kit/LanguageSwitch';
import LogoMark from '../../kit/LogoMark';
import { HOME_PATH, LOGIN_PATH } from '../guard';
import { currentShareid, endSession } from '../session';
import styles from './NavBar.module.css';
import NavMenu from './NavMenu';
import ProfileMenu from './ProfileMenu';

const CONFIG_PATH = '/config/index';

/** The navigation bar: logo (five clicks in 3 s open the diagnostics), the server's menu, the user's profile menu (own password, sign out), language, logout. */
export default function NavBar({ menus }: { menus: readonly NavNode[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const burst = useMemo(() => createClickBurst(Limits.HIDDEN_CONFIG_CLICKS, Limits.HIDDEN_CONFIG_WINDOW_MS), []);
  const shareid = currentShareid();

  const onLogo = () => navigate(burst() ? CONFIG_PATH : HOME_PATH);

  const logout = async () => {
    setLeaving(true);
    await endSession();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Layout.Header className={styles.header}>
      <button type="button" className={styles.logo} data-testid="nav-logo" onClick={onLogo}>
        <LogoMark size={30} />
        <span>{t('app.name')}</span>
      </button>
      <NavMenu nodes={menus} className={styles.menu} />
      <div className={styles.right}>
        <ProfileMenu shareid={shareid} onLogout={() => void logout()} />
        <LanguageSwitch />
        <Tooltip title={t('session.logout')}>
          <Button
            type="text"
            shape="circle"
            icon={<LogoutOutlined />}
            aria-label={t('session.logout')}
            data-testid="nav-logout"
            name="logout"
            loading={leaving}
            onClick={logout}
          />
        </Tooltip>
      </div>
    </Layout.Header>
  );
}
