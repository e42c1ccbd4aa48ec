import type { AdItem } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess, toastWarning } from '../../kit/feedback';
import { refusalText } from '../campaigns/api';
import { useCopyAd, useDeleteAds, useSwitchAds, useUpdateAd } from './api';

/**
 * The ad row and batch actions that need no form: rename in place, on/off (one or a batch), copy, and delete (one or
 * a batch) with confirmation. Each says how it went in a toast; a refusal is worded by its code.
 */
export function useAdActions(onDeleted: (ids: number[]) => void) {
  const { t } = useTranslation();
  const update = useUpdateAd();
  const remove = useDeleteAds();
  const copy = useCopyAd();
  const toggle = useSwitchAds();

  const rename = async (item: AdItem, name: string) => {
    const outcome = await update.mutateAsync({ ad_id: item.ad_id, name });
    if (outcome.ok) toastSuccess(t('campaigns.saved'));
    else toastError(refusalText(outcome));
    return outcome.ok;
  };

  const setOn = async (items: AdItem[], on: boolean) => {
    const outcome = await toggle.mutateAsync({ ids: items.map((item) => item.ad_id), on });
    if (outcome.ok) toastSuccess(t(on ? 'ads.switch.enabled' : 'ads.switch.paused', { count: items.length }));
    else toastError(refusalText(outcome));
    return outcome.ok;
  };

  const duplicate = async (item: AdItem) => {
    const outcome = await copy.mutateAsync(item.ad_id);
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
        const outcome = await remove.mutateAsync(ids);
        if (!outcome.ok) return toastError(refusalText(outcome));
        toastSuccess(t('ads.delete.done', { count: ids.length }));
        onDeleted(ids);
      },
    });
  };

  return { rename, setOn, duplicate, askDelete, switching: toggle.isPending };
}
