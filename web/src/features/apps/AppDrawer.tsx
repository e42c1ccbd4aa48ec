import { calls } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../app/useCall';
import GuardedDrawer from '../../kit/GuardedDrawer';
import { textColor } from '../../kit/theme';
import AppForm from './AppForm';
import EventMappings from './EventMappings';

/** What the drawer shows: a new app, or an existing one by id (`opening` remounts the form on every open). */
export type AppDrawerTarget = { mode: 'create'; opening: number } | { mode: 'edit'; id: number; opening: number };

/** Props of the app drawer. */
export interface AppDrawerProps {
  target: AppDrawerTarget | null;
  canEditEvents: boolean;
  onClose: () => void;
}

const WIDTH = 820;

/** The add / edit drawer: the app's form, and for an existing app its event mappings below it. */
export default function AppDrawer({ target, canEditEvents, onClose }: AppDrawerProps) {
  const { t } = useTranslation();
  return (
    <GuardedDrawer
      open={target !== null}
      size={WIDTH}
      title={t(target?.mode === 'edit' ? 'apps.form.title.edit' : 'apps.form.title.create')}
      onClose={onClose}
      destroyOnHidden
      data-testid="app-drawer"
    >
      {target?.mode === 'create' ? (
        <>
          <AppForm key={target.opening} item={null} onSaved={onClose} onCancel={onClose} />
          <Divider />
          <p style={{ color: textColor.muted }}>{t('apps.events.afterCreate')}</p>
        </>
      ) : null}
      {target?.mode === 'edit' ? (
        <EditBody key={target.opening} id={target.id} canEditEvents={canEditEvents} onClose={onClose} />
      ) : null}
    </GuardedDrawer>
  );
}

function EditBody({ id, canEditEvents, onClose }: { id: number; canEditEvents: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useCall(calls.apps.detail, { id });
  if (detail.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('apps.form.loadFailed')}
        action={
          <Button size="small" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!detail.data) {
    return (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin />
      </div>
    );
  }
  return (
    <>
      <AppForm item={detail.data} onSaved={onClose} onCancel={onClose} />
      <Divider />
      <EventMappings appId={id} canEdit={canEditEvents} />
    </>
  );
}
