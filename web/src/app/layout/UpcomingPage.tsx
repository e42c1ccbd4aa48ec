import RocketOutlined from '@ant-design/icons/RocketOutlined';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import AntdProvider from '../../kit/AntdProvider';
import { HOME_PATH } from '../guard';
import { useRouteHandle } from '../useRouteHandle';

/** The page of an area that a later release fills: its menu title and a plain statement that it is on its way. */
export default function UpcomingPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const title = handle ? t(`menu.${handle.name}`) : '';
  const standalone = handle ? !handle.inLayout : false;

  // Demo pages stand outside the main layout, so this page brings its own antd context.
  return (
    <AntdProvider>
      <div
        style={{
          minHeight: standalone ? '100%' : 'calc(100vh - 56px - 48px)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#fff',
          borderRadius: standalone ? 0 : 12,
        }}
      >
        <Result
          icon={<RocketOutlined style={{ color: '#3d5afe' }} />}
          title={<h1 style={{ fontSize: 24, margin: 0, fontWeight: 600 }}>{title}</h1>}
          subTitle={
            <>
              <p style={{ margin: '8px 0 4px', fontSize: 15 }}>{t('upcoming.description')}</p>
              <p style={{ margin: 0 }}>{t('upcoming.hint')}</p>
            </>
          }
          extra={
            standalone ? (
              <Button type="primary" href={`#${HOME_PATH}`}>
                {t('common.backHome')}
              </Button>
            ) : null
          }
        />
      </div>
    </AntdProvider>
  );
}
