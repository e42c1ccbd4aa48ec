import { type AdGroupItem, calls } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../app/useCall';
import { toastError, toastSuccess, toastWarning } from '../../kit/feedback';
import { refusalText } from '../../kit/useFormSave';
import { advertisingChange } from './api';

/**
 * The ad group row and batch actions that need no form: rename in place, on/off (one or a batch), copy, and delete
 * (one or a batch) with confirmation; `onDeleted` lets go of the deleted rows' picks.
 */
export function useAdGroupActions(onDeleted: (ids: number[]) => void) {
  const { t } = useTranslation();
  const update = useCallMutation(calls.campaigns.groupUpdate, advertisingChange);
  const copy = useCallMutation(calls.campaigns.groupCopy, advertisingChange);
  const remove = useCallMutation(calls.campaigns.groupRemove, advertisingChange);
  const enable = useCallMutation(calls.campaigns.groupEnable, advertisingChange);
  const pause = useCallMutation(calls.campaigns.groupPause, advertisingChange);

  const rename = async (item: AdGroupItem, name: string) => {
    const outcome = await update.mutateAsync({ ad_group_id: item.ad_group_id, name });
    if (outcome.ok) toastSuccess(t('campaigns.saved'));
    else toastError(refusalText(outcome));
    return outcome.ok;
  };

  const duplicate = async (item: AdGroupItem) => {
    const outcome = await copy.mutateAsync({ ad_group_id: item.ad_group_id });
    if (outcome.ok) toastSuccess(t('campaigns.copy.done', { name: item.name }));
    else toastError(refusalText(outcome));
  };

  /** On or off for the rows, all of them or none (the server's rule); `batch` toasts with the count. */
  const setOn = async (items: AdGroupItem[], on: boolean, batch = false) => {
    const outcome = await (on ? enable : pause).mutateAsync({ ad_group_ids: items.map((item) => item.ad_group_id) });
    if (!outcome.ok) toastError(refusalText(outcome));
    else if (batch)
      toastSuccess(t(on ? 'campaigns.group.batch.enabled' : 'campaigns.group.batch.paused', { count: items.length }));
    else toastSuccess(t(on ? 'campaigns.switch.enabled' : 'campaigns.switch.paused'));
    return outcome.ok;
  };

  const askDelete = (items: AdGroupItem[]) => {
    const [first] = items;
    if (!first) return;
    Modal.confirm({
      title:
        items.length === 1
          ? t('campaigns.group.delete.title', { name: first.name })
          : t('campaigns.group.delete.batchTitle', { count: items.length }),
      content: t('campaigns.group.delete.text'),
      okText: t('campaigns.delete.ok'),
      okButtonProps: { danger: true, 'data-testid': 'ad-group-delete-ok' } as never,
      cancelText: t('common.cancel'),
      onCancel: () => toastWarning(t('campaigns.delete.cancelled')),
      onOk: async () => {
        const ids = items.map((item) => item.ad_group_id);
        const outcome = await remove.mutateAsync({ ad_group_ids: ids });
        if (!outcome.ok) return toastError(refusalText(outcome));
        toastSuccess(t('campaigns.delete.done'));
        onDeleted(ids);
      },
    });
  };

  return { rename, duplicate, setOn, askDelete, switching: enable.isPending || pause.isPending };
}
