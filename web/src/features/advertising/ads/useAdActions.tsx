import { type AdItem, calls } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../app/useCall';
import { toastError, toastSuccess, toastWarning } from '../../../kit/feedback';
import { refusalText } from '../../../kit/useFormSave';
import { advertisingChange } from '../api';

/**
 * The ad row and batch actions that need no form: rename in place, on/off (one or a batch), copy, and delete (one or
 * a batch) with confirmation. Each says how it went in a toast; a refusal is worded by its code.
 */
export function useAdActions(onDeleted: (ids: number[]) => void) {
  const { t } = useTranslation();
  const update = useCallMutation(calls.ads.update, advertisingChange);
  const remove = useCallMutation(calls.ads.remove, advertisingChange);
  const copy = useCallMutation(calls.ads.copy, advertisingChange);
  const enable = useCallMutation(calls.ads.enable, advertisingChange);
  const pause = useCallMutation(calls.ads.pause, advertisingChange);

  const rename = async (item: AdItem, name: string) => {
    const outcome = await update.mutateAsync({ ad_id: item.ad_id, name });
    if (outcome.ok) toastSuccess(t('campaigns.saved'));
    else toastError(refusalText(outcome));
    return outcome.ok;
  };

  const setOn = async (items: AdItem[], on: boolean) => {
    const outcome = await (on ? enable : pause).mutateAsync({ ad_ids: items.map((item) => item.ad_id) });
    if (outcome.ok) toastSuccess(t(on ? 'ads.switch.enabled' : 'ads.switch.paused', { count: items.length }));
    else toastError(refusalText(outcome));
    return outcome.ok;
  };

  const duplicate = async (item: AdItem) => {
    const outcome = await copy.mutateAsync({ ad_id: item.ad_id });
    if (outcome.ok) toastSuccess(t('ads.copy.done', { name: item.name }));
    else toastError(refusalText(outcome));
  };

  const askDelete = (items: AdItem[]) => {
    const [first] = items;
    if (!first) return;
    Modal.confirm({
      title:
        items.length === 1
          ? t('ads.delete.title', { name: first.name })
          : t('ads.delete.batchTitle', { count: items.length }),
      content: t('ads.delete.text'),
      okText: t('campaigns.delete.ok'),
      okButtonProps: { danger: true, 'data-testid': 'ad-delete-ok' } as never,
      cancelText: t('common.cancel'),
      onCancel: () => toastWarning(t('campaigns.delete.cancelled')),
      onOk: async () => {
        const ids = items.map((item) => item.ad_id);
        const outcome = await remove.mutateAsync({ ad_ids: ids });
        if (!outcome.ok) return toastError(refusalText(outcome));
        toastSuccess(t('ads.delete.done', { count: ids.length }));
        onDeleted(ids);
      },
    });
  };

  return { rename, setOn, duplicate, askDelete, switching: enable.isPending || pause.isPending };
}
