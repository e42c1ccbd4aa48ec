import { type AudienceItem, calls } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../app/useCall';
import { toastError, toastSuccess, toastWarning } from '../../kit/feedback';
import { audienceChange } from './api';
import { deletable } from './labels';

/** The row actions that need no form: inline rename and description, and delete with its confirmation. */
export function useAudienceActions() {
  const { t } = useTranslation();
  const edit = useCallMutation(calls.audiences.edit, audienceChange);
  const remove = useCallMutation(calls.audiences.remove, audienceChange);

  const saveField = async (item: AudienceItem, change: { cluster_name?: string; description?: string }) => {
    const outcome = await edit.mutateAsync({ cluster_id: item.cluster_id, ...change });
    if (outcome.ok) toastSuccess(t('audiences.saved'));
    else if (outcome.text) toastError(outcome.text);
    else if (outcome.fields.length) toastError(outcome.fields.map((field) => field.message).join('; '));
    return outcome.ok;
  };

  const askDelete = (item: AudienceItem) => {
    // statuses 1 and 4 refuse a delete: said at once rather than after a round trip
    if (!deletable(item.status)) return toastWarning(t('audiences.delete.busy'));
    Modal.confirm({
      title: t('audiences.delete.title', { name: item.cluster_name }),
      content: t('audiences.delete.text'),
      okText: t('audiences.delete.ok'),
      okButtonProps: { danger: true, 'data-testid': 'audience-delete-ok' },
      cancelText: t('common.cancel'),
      onCancel: () => toastWarning(t('audiences.delete.cancelled')),
      onOk: async () => {
        const outcome = await remove.mutateAsync({ id: item.cluster_id });
        if (outcome.ok) toastSuccess(t('audiences.delete.started'));
        else if (outcome.text) Modal.warning({ title: outcome.text, okText: t('common.confirm') });
      },
    });
  };

  return {
    rename: (item: AudienceItem, name: string) => saveField(item, { cluster_name: name }),
    describe: (item: AudienceItem, description: string) => saveField(item, { description }),
    askDelete,
  };
}
