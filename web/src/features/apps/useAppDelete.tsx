import { calls, type PromotionAppItem } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../app/useCall';
import { toastSuccess, toastWarning } from '../../kit/feedback';
import { LocalKey, readLocal } from '../../lib/storage';
import { appChange } from './api';

/** Delete with its confirmation: confirmed, the list refreshes; cancelled, the user is told so. */
export function useAppDelete() {
  const { t } = useTranslation();
  const remove = useCallMutation(calls.apps.remove, appChange);
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
        // spec: delete sends id and operator (the server records the session's user; the shareid goes along as sent)
        const outcome = await remove.mutateAsync({ id: item.id, operator: readLocal(LocalKey.shareid) ?? undefined });
        if (outcome.ok) toastSuccess(t('apps.delete.done'));
        else if (outcome.text) Modal.warning({ title: outcome.text, okText: t('common.confirm') });
      },
    });
  };
}
