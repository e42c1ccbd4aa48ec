import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../app/rootLoader';
import { textColor } from '../../kit/theme';
import BuildCard from './BuildCard';
import PermissionsCard from './PermissionsCard';
import ServerCard from './ServerCard';
import StorageCard from './StorageCard';
import UserCard from './UserCard';

/** /config/index: the hidden diagnostics screen. */
export default function ConfigPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roleMenu = (useRouteLoaderData('root') as RootData | undefined)?.roleMenu ?? null;

  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', marginBottom: 20 }}>
        <div>
          <h1 style={{ margin: '0 0 6px', fontSize: 22, fontWeight: 600 }}>{t('menu.config')}</h1>
          <p style={{ margin: 0, color: textColor.muted }}>{t('config.subtitle')}</p>
        </div>
        <Button icon={<ReloadOutlined />} onClick={() => void queryClient.invalidateQueries({ queryKey: ['system'] })}>
          {t('config.refresh')}
        </Button>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(460px, 1fr))', gap: 16 }}>
        <BuildCard />
        <ServerCard />
        <UserCard roleMenu={roleMenu} />
        <StorageCard />
      </div>
      <div style={{ marginTop: 16 }}>
        <PermissionsCard roleMenu={roleMenu} />
      </div>
    </div>
  );
}
