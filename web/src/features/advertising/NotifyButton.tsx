import DownOutlined from '@ant-design/icons/DownOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../kit/feedback';
import { refusalText } from '../../kit/useFormSave';
import { type NotifyTarget, useNotify } from './api';

/**
 * The chat notifications (the /campaign/dingTalk* calls): on the list a menu to send a test message or the running
 * campaigns' summary, on a campaign's page a button for its own summary. The caller shows it to `campaign.edit` only.
 */
export default function NotifyButton({ campaignId }: { campaignId?: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const send = async (target: NotifyTarget) => {
    const outcome = await notify.mutateAsync(target);
    if (!outcome.ok) return toastError(refusalText(outcome));
    toastSuccess(
      target.kind === 'test'
        ? t('campaigns.notify.sentTest')
        : t('campaigns.notify.sent', { count: outcome.data.campaigns }),
    );
  };
  if (campaignId !== undefined) {
    return (
      <Button
        icon={<NotificationOutlined />}
        loading={notify.isPending}
        onClick={() => void send({ kind: 'campaign', id: campaignId })}
        data-testid="campaign-notify-summary"
      >
        {t('campaigns.notify.summary')}
      </Button>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'test', label: <span data-testid="campaign-notify-test">{t('campaigns.notify.test')}</span> },
          { key: 'all', label: <span data-testid="campaign-notify-all">{t('campaigns.notify.all')}</span> },
        ],
        onClick: ({ key }) => void send({ kind: key === 'test' ? 'test' : 'all' }),
      }}
    >
      <Button icon={<NotificationOutlined />} loading={notify.isPending} data-testid="campaign-notify">
        {t('campaigns.notify.menu')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
