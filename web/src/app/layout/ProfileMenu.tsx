import DownOutlined from '@ant-design/icons/DownOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import Dropdown from 'antd/es/dropdown';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadConsoleMessages } from '../i18n';
import styles from './NavBar.module.css';

// loaded when first opened, with the console texts its rules use: the shell of every page need not carry the form
const ChangePasswordDialog = lazy(() =>
  loadConsoleMessages().then(() => import('../../shared/password/ChangePasswordDialog')),
);

/** The signed-in user's menu under their SHAREid: change their own password, sign out. */
export default function ProfileMenu({ shareid, onLogout }: { shareid: string; onLogout: () => void }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const items = [
    { key: 'password', icon: <KeyOutlined />, label: t('session.password.menu'), 'data-testid': 'profile-password' },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('session.logout'), 'data-testid': 'profile-logout' },
  ];
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => (key === 'password' ? setChanging(true) : onLogout()),
        }}
      >
        <button
          type="button"
          className={`${styles.user} ${styles.profile}`}
          aria-label={`${t('session.currentUser')}: ${shareid}`}
          data-testid="nav-shareid"
        >
          <UserOutlined />
          <span className={styles.userName}>{shareid}</span>
          <DownOutlined className={styles.caret} />
        </button>
      </Dropdown>
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordDialog shareid={shareid} onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </>
  );
}
