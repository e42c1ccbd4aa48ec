import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Popconfirm from 'antd/es/popconfirm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetRoleMenu } from '../../app/session';
import { toastSuccess } from '../../kit/feedback';
import { formatNumber } from '../../kit/format';
import { browser } from '../../lib/browser';
import InfoList from './InfoList';
import { measureStorage } from './storageStats';

/** Local cache sizes, and the button that clears the session caches (the user stays signed in). */
export default function StorageCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [clearing, setClearing] = useState(false);
  const local = measureStorage(window.localStorage);
  const session = measureStorage(window.sessionStorage);

  const clear = () => {
    setClearing(true);
    sessionStorage.clear();
    forgetRoleMenu();
    queryClient.clear();
    toastSuccess(t('config.storage.cleared'));
    // The menus are reloaded from the server on the fresh page.
    setTimeout(browser.reload, 800);
  };

  const describe = (stats: { items: number; bytes: number }) =>
    `${t('common.items', { count: stats.items })} · ${t('common.bytes', { size: formatNumber(stats.bytes) })}`;

  return (
    <Card
      title={t('config.storage.title')}
      extra={
        <Popconfirm
          title={t('config.storage.clear')}
          description={<div style={{ maxWidth: 280 }}>{t('config.storage.clearConfirm')}</div>}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={clear}
        >
          <Button danger icon={<DeleteOutlined />} loading={clearing}>
            {t('config.storage.clear')}
          </Button>
        </Popconfirm>
      }
    >
      <InfoList
        rows={[
          { key: 'local', label: t('config.storage.local'), value: describe(local) },
          { key: 'session', label: t('config.storage.session'), value: describe(session) },
        ]}
      />
    </Card>
  );
}
