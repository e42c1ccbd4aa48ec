import type { PromotionAppItem } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { toastSuccess, toastWarning } from '../../kit/feedback';
import { useDeleteApp } from './api';

/** Delete with its confirmation (spec 4): confirmed, the list refreshes; cancelled, the user is told so. */
export function useAppDelete() {
  const { t } = useTranslation();
  const remove = useDeleteApp();
  return (item: PromotionAppItem) => {
    Modal.confirm({
      title: t('apps.delete.title', { name: item.name }),
      content: t('apps.delete.text'),
      okText: t('apps.delete.ok'),
      okButtonProps: { danger: true, 'data-testid': 'app-delete-ok' },
      cancelText: t('common.cancel'),
      cancelButtonProps: { 'data-testid': 'app-delete-cancel' },
      onCancel: () => toastWarning(t('apps.delete.cancelled')),
      onOk: async () => {
        // the list refreshes through the mutation's invalidation of every apps query
        const outcome = await remove.mutateAsync(item.id);
        if (outcome.ok) toastSuccess(t('apps.delete.done'));
        else if (outcome.text) Modal.warning({ title: outcome.text, okText: t('common.confirm') });
      },
    });
  };
}
