import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../app/guard';
import AntdProvider from '../../kit/AntdProvider';

/** /404: the webmaster says this page cannot be entered, with a way back home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AntdProvider>
      <div style={{ minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
        <Result
          status="404"
          title={t('notFound.title')}
          subTitle={t('notFound.description')}
          extra={
            <Button type="primary" href={`#${HOME_PATH}`}>
              {t('common.backHome')}
            </Button>
          }
        />
      </div>
    </AntdProvider>
  );
}
