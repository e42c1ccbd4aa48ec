import { type CampaignItem, calls } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../app/useCall';
import { toastError, toastSuccess, toastWarning } from '../../kit/feedback';
import { refusalText } from '../../kit/useFormSave';
import { advertisingChange } from './api';

/**
 * The campaign row actions that need no form: inline edit, on/off (one or a batch), copy, and delete (one or a batch)
 * with confirmation.
 */
export function useCampaignActions(onDeleted: (ids: number[]) => void) {
  const { t } = useTranslation();
  const update = useCallMutation(calls.campaigns.update, advertisingChange);
  const remove = useCallMutation(calls.campaigns.remove, advertisingChange);
  const copy = useCallMutation(calls.campaigns.copy, advertisingChange);
  const enable = useCallMutation(calls.campaigns.enable, advertisingChange);
  const pause = useCallMutation(calls.campaigns.pause, advertisingChange);

  const save = async (item: CampaignItem, change: { name?: string; campaign_daily_budget?: number }) => {
    const outcome = await update.mutateAsync({ campaign_id: item.campaign_id, ...change });
    if (outcome.ok) toastSuccess(t('campaigns.saved'));
    else toastError(refusalText(outcome));
    return outcome.ok;
  };

  const setOn = async (item: CampaignItem, on: boolean) => {
    const outcome = await (on ? enable : pause).mutateAsync({ campaign_ids: [item.campaign_id] });
    if (outcome.ok) toastSuccess(t(on ? 'campaigns.switch.enabled' : 'campaigns.switch.paused'));
    else toastError(refusalText(outcome));
    return outcome.ok;
  };

  /** The batch bar's Enable / Pause: all the picked campaigns or none (the server's rule), said with their count. */
  const setManyOn = async (items: CampaignItem[], on: boolean) => {
    const outcome = await (on ? enable : pause).mutateAsync({ campaign_ids: items.map((item) => item.campaign_id) });
    if (outcome.ok) toastSuccess(t(on ? 'campaigns.batch.enabled' : 'campaigns.batch.paused', { count: items.length }));
    else toastError(refusalText(outcome));
    return outcome.ok;
  };

  const duplicate = async (item: CampaignItem) => {
    const outcome = await copy.mutateAsync({ campaign_id: item.campaign_id });
    if (outcome.ok) toastSuccess(t('campaigns.copy.done', { name: item.name }));
    else toastError(refusalText(outcome));
  };

  const askDelete = (items: CampaignItem[]) => {
    if (!items.length) return;
    const [first] = items;
    Modal.confirm({
      title:
        items.length === 1 && first
          ? t('campaigns.delete.title', { name: first.name })
          : t('campaigns.delete.batchTitle', { count: items.length }),
      content: t('campaigns.delete.text'),
      okText: t('campaigns.delete.ok'),
      okButtonProps: { danger: true, 'data-testid': 'campaign-delete-ok' } as never,
      cancelText: t('common.cancel'),
      onCancel: () => toastWarning(t('campaigns.delete.cancelled')),
      onOk: async () => {
        const ids = items.map((item) => item.campaign_id);
        const outcome = await remove.mutateAsync({ campaign_ids: ids });
        if (!outcome.ok) return toastError(refusalText(outcome));
        toastSuccess(t('campaigns.delete.done'));
        onDeleted(ids);
      },
    });
  };

  return { save, setOn, setManyOn, duplicate, askDelete, switching: enable.isPending || pause.isPending };
}
