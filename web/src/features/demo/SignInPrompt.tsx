import LoginOutlined from '@ant-design/icons/LoginOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginRedirect } from '../../app/guard';

/** The notice a demo page shows without a session: the widgets work, real data needs signing in (with a way back). */
export default function SignInPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  const href = `#${loginRedirect(location.pathname + location.search)}`;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="sign-in-prompt"
      title={t('demo.signIn.title')}
      description={t('demo.signIn.description')}
      action={
        <Button type="primary" icon={<LoginOutlined />} href={href} data-testid="sign-in-link">
          {t('demo.signIn.action')}
        </Button>
      }
    />
  );
}
