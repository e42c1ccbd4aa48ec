import { calls } from '@adconsole/contract';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../app/useCall';
import InfoList from './InfoList';

/** Server facts from /v1/system/health, and the API base this console talks to. */
export default function ServerCard() {
  const { t } = useTranslation();
  const health = useCall(calls.system.health, undefined, { staleTime: 0 });
  const unavailable = t('config.unavailable');
  const healthy = health.data?.status === 'ok';

  return (
    <Card title={t('config.server.title')} loading={health.isLoading}>
      <InfoList
        rows={[
          {
            key: 'status',
            label: t('config.server.status'),
            value: <Tag color={healthy ? 'success' : 'error'}>{healthy ? t('config.server.ok') : unavailable}</Tag>,
          },
          {
            key: 'version',
            label: t('config.server.version'),
            value: <code>{health.data?.version ?? unavailable}</code>,
          },
          { key: 'database', label: t('config.server.database'), value: health.data?.database ?? unavailable },
          { key: 'api', label: t('config.server.apiBase'), value: <code>{window.location.origin}</code> },
        ]}
      />
    </Card>
  );
}
