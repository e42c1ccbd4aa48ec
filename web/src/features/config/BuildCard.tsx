import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { LocalKey, readLocal } from '../../lib/storage';
import { useDeployedVersion } from './api';
import InfoList from './InfoList';

/** Web build facts: what is deployed, what this tab runs, and what the version check stored. */
export default function BuildCard() {
  const { t } = useTranslation();
  const deployed = useDeployedVersion();
  const stored = readLocal(LocalKey.version);
  const upToDate = deployed.data ? deployed.data === __APP_VERSION__ : null;

  return (
    <Card title={t('config.build.title')} loading={deployed.isLoading}>
      <InfoList
        rows={[
          {
            key: 'deployed',
            label: t('config.build.deployed'),
            value: (
              <>
                <code>{deployed.data ?? t('config.unavailable')}</code>
                {upToDate === null ? null : (
                  <Tag color={upToDate ? 'success' : 'warning'} style={{ marginLeft: 8 }}>
                    {upToDate ? t('config.build.upToDate') : t('config.build.outdated')}
                  </Tag>
                )}
              </>
            ),
          },
          { key: 'bundle', label: t('config.build.bundle'), value: <code>{__APP_VERSION__}</code> },
          { key: 'stored', label: t('config.build.stored'), value: <code>{stored ?? t('common.none')}</code> },
        ]}
      />
    </Card>
  );
}
