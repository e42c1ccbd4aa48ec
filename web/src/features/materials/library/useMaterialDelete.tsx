import type { MaterialItem } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import { tellQuietFailure } from '../../../app/errors';
import { toastSuccess, toastWarning } from '../../../kit/feedback';
import { useDeleteMaterials } from '../api';
import BoundAdsList from './BoundAdsList';
import { boundRefusal, deleteRefusalText, isBoundCode } from './boundMessage';

/**
 * The delete flow of a library: confirm, then delete (images POST /delete, videos POST /update_status -1) and reload
 * the list. A material bound to ads is refused with 10001: the dialog names the ads to unbind. Dismissing the confirm
 * says 'cancelled'. `onDone` runs after a successful delete (the page clears its selection).
 */
export function useMaterialDelete(type: number, onDone: (ids: number[]) => void) {
  const { t } = useTranslation();
  const access = useAccess();
  const remove = useDeleteMaterials();

  // Answers what to show once the confirm has closed: nothing, or the refusal naming the ads to unbind.
  const run = async (items: readonly MaterialItem[], batch: boolean): Promise<(() => void) | null> => {
    const ids = items.map((item) => item.id);
    try {
      const answer = await remove.mutateAsync({ ids, type });
      if (answer.code === 200) {
        toastSuccess(t('library.delete.done', { count: ids.length }));
        onDone(ids);
        return null;
      }
      const text = deleteRefusalText(answer.code, answer.data, answer.msg, batch);
      if (!isBoundCode(answer.code)) {
        toastWarning(text);
        return null;
      }
      const ads = boundRefusal(answer.data).ads;
      return () => {
        // following an ad's link leaves the library: the dialog (outside the router) closes with it
        const dialog = Modal.warning({
          title: text,
          content: <BoundAdsList ads={ads} linked={access.can['ad.view']} onNavigate={() => dialog.destroy()} />,
          okText: t('common.confirm'),
          width: 560,
        });
      };
    } catch (error) {
      tellQuietFailure(error);
      return null;
    }
  };

  return (items: readonly MaterialItem[], batch: boolean) => {
    if (items.length === 0) return;
    Modal.confirm({
      title:
        items.length === 1 && !batch
          ? t('library.delete.confirmOne', { name: items[0]!.name })
          : t('library.delete.confirmMany', { count: items.length }),
      content: t('library.delete.confirmText'),
      okText: t('library.action.delete'),
      okButtonProps: { danger: true, 'data-testid': 'delete-ok' } as never,
      cancelText: t('common.cancel'),
      onOk: async () => {
        const refusal = await run(items, batch);
        // opened after the confirm starts closing, so the refusal is the dialog left on screen
        if (refusal) setTimeout(refusal, 0);
      },
      onCancel: () => toastWarning(t('library.delete.cancelled')),
    });
  };
}
