import LoginOutlined from '@ant-design/icons/LoginOutlined';
import Button from 'antd/es/button';
import Layout from 'antd/es/layout';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HOME_PATH, loginRedirect } from '../../app/guard';
import LanguageSwitch from '../../kit/LanguageSwitch';
import LogoMark from '../../kit/LogoMark';

/** The header of a demo page without a session: logo, language switch and a sign-in button. */
export default function DemoHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        boxShadow: '0 1px 0 rgba(5, 25, 80, 0.06), 0 2px 8px rgba(5, 25, 80, 0.04)',
      }}
    >
      <a
        href={`#${HOME_PATH}`}
        style={{ display: 'flex', alignItems: 'center', gap: 10, color: '#1f2a5c', fontSize: 17, fontWeight: 600 }}
      >
        <LogoMark size={30} />
        <span>{t('app.name')}</span>
      </a>
      <span style={{ flex: 1 }} />
      <LanguageSwitch />
      <Button type="primary" icon={<LoginOutlined />} href={`#${loginRedirect(location.pathname + location.search)}`}>
        {t('demo.signIn.action')}
      </Button>
    </Layout.Header>
  );
}
