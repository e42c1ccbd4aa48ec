import { Code, calls, type TagItem } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { businessMessage } from '../../app/errors';
import { useCallMutation } from '../../app/useCall';
import { toastSuccess, toastWarning } from '../../kit/feedback';
import { tagChange } from './api';

/**
 * The delete flow: confirm; a tag that materials carry asks once more (it is then removed from them);
 * dismissing either prompt says "cancelled".
 */
export function useTagDelete(): (tag: TagItem) => void {
  const { t } = useTranslation();
  const remove = useCallMutation(calls.tags.remove, { ...tagChange, quiet: false });
  const cancelled = () => toastWarning(t('tags.delete.cancelled'));

  const run = async (tag: TagItem, force: boolean) => {
    const answer = await remove.mutateAsync({ id: tag.id, force: force ? 1 : 0 });
    if (answer.code === 200) return toastSuccess(t('tags.delete.done'));
    if (answer.code === Code.TAG_IN_USE && !force) {
      const count = (answer.data as { material_count?: number } | null)?.material_count ?? 0;
      Modal.confirm({
        title: t('tags.delete.inUseTitle'),
        content: t('tags.delete.inUseText', { count, name: tag.name }),
        okText: t('tags.delete.inUseOk'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: () => run(tag, true),
        onCancel: cancelled,
      });
      return;
    }
    toastWarning(businessMessage(answer.code, answer.data, answer.msg));
  };

  return (tag) =>
    Modal.confirm({
      title: t('tags.delete.confirmTitle', { name: tag.name }),
      content: t('tags.delete.confirmText'),
      okText: t('tags.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => run(tag, false),
      onCancel: cancelled,
    });
}
