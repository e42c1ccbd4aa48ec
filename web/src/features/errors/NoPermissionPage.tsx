import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../app/guard';

/**
 * /no-permission: a page the role's menus do not list, said inside the shell in the spec's words for an HTTP 402,
 * with the way home and whom to ask.
 */
export default function NoPermissionPage() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 24px' }} data-testid="no-permission">
      <Result
        status="403"
        title={t('noPermission.title')}
        subTitle={t('noPermission.description')}
        extra={
          <Button type="primary" href={`#${HOME_PATH}`}>
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}
