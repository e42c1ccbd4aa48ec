import { calls, type MaterialItem } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessMessage, tellQuietFailure } from '../../../app/errors';
import { useCallMutation } from '../../../app/useCall';
import { toastSuccess, toastWarning } from '../../../kit/feedback';
import { materialChange } from '../api';

/**
 * The reviewer's flows (local review provider, 'material.review'): approve after a confirm, reject with a reason in
 * a dialog, and re-read the verdicts (GET /refresh_examine_status, open to every viewer). `onDone` gets the decided
 * ids (the page drops them from its selection).
 */
export function useReviewFlow(onDone: (ids: number[]) => void) {
  const { t } = useTranslation();
  const review = useCallMutation(calls.materials.review, materialChange);
  const refresh = useCallMutation(calls.materials.refreshExamine, { ...materialChange, quiet: false });
  const [rejecting, setRejecting] = useState<readonly MaterialItem[] | null>(null);

  const decide = async (items: readonly MaterialItem[], result: 'pass' | 'fail', reason = '') => {
    const ids = items.map((item) => item.id);
    try {
      const answer = await review.mutateAsync({ material_ids: ids, result, reason });
      if (answer.code !== 200) return toastWarning(businessMessage(answer.code, answer.data, answer.msg));
      toastSuccess(t(result === 'pass' ? 'library.review.approved' : 'library.review.rejected', { count: ids.length }));
      setRejecting(null);
      onDone(ids);
    } catch (error) {
      tellQuietFailure(error);
    }
  };

  return {
    approve: (items: readonly MaterialItem[]) =>
      Modal.confirm({
        title: t('library.review.confirmApprove', { count: items.length }),
        okText: t('library.review.approve'),
        cancelText: t('common.cancel'),
        onOk: () => decide(items, 'pass'),
      }),
    /** opens the reject dialog for the materials */
    reject: (items: readonly MaterialItem[]) => setRejecting(items),
    rejecting,
    closeReject: () => setRejecting(null),
    confirmReject: (reason: string) => (rejecting ? decide(rejecting, 'fail', reason) : undefined),
    saving: review.isPending,
    refresh: async () => {
      const answer = await refresh.mutateAsync({});
      if (answer.code !== 200) return toastWarning(businessMessage(answer.code, answer.data, answer.msg));
      const inReview = answer.data.filter((state) => state.third_examine_status === 2).length;
      toastSuccess(t('library.review.refreshed', { count: answer.data.length, inReview }));
    },
    refreshing: refresh.isPending,
  };
}
