import { Audit, type FileKindValue, type ReviewCountry } from '@adconsole/contract';
import { useCallback, useMemo, useState } from 'react';
import { deleteUploadedFile } from '../api';
import { ratioSetFor } from './precheck';
import { isUploading, uploadedItems } from './uploadItems';
import { useIsReviewAccount } from './useReviewAccount';
import { useUploadQueue } from './useUploadQueue';

/** The review choice of the review-material account: audit 1 (no review) or 2 (with a country); locked once confirmed. */
export interface ReviewChoiceState {
  audit: 1 | 2;
  country?: ReviewCountry;
  confirmed: boolean;
}

/** Who uploads what, and where: the drawer's and the picker's local-upload tab's common input. */
export interface UploadSessionOptions {
  type: FileKindValue;
  /** the account the user works in: the review choice and the duplicate link use it */
  accountId?: number;
  /** whether accountId is the review-material account, when the caller knows (otherwise it is looked up) */
  reviewAccount?: boolean;
  /** sku images are checked against the sku ratio list */
  sku?: boolean;
}

const NO_REVIEW: ReviewChoiceState = { audit: Audit.NONE, confirmed: false };

/** The state of one upload run: the review choice, the item queue, and what closing it must undo. */
export function useUploadSession({ type, accountId, reviewAccount, sku }: UploadSessionOptions) {
  const isReviewAccount = useIsReviewAccount(accountId, reviewAccount);
  const [review, setReview] = useState<ReviewChoiceState>(NO_REVIEW);
  const reviewing = isReviewAccount && review.audit === Audit.THIRD_PARTY;
  const ratioSet = ratioSetFor({ sku, review: reviewing });
  const queue = useUploadQueue({ type, ratioSet });
  const { items, cancelAll } = queue;

  /** Stops every upload, forgets the list and unlocks the review choice; uploaded files are deleted (not saved). */
  const discard = useCallback(() => {
    for (const item of uploadedItems(items)) void deleteUploadedFile(item.answer!.file_id).catch(() => undefined);
    cancelAll();
    setReview(NO_REVIEW);
  }, [items, cancelAll]);

  /** After a save: the files now belong to materials, so the list is only emptied. */
  const finish = useCallback(() => {
    cancelAll();
    setReview(NO_REVIEW);
  }, [cancelAll]);

  return useMemo(
    () => ({
      ...queue,
      type,
      accountId,
      isReviewAccount,
      review,
      setReview,
      /** the review-material account must confirm its choice before the upload area appears */
      needsChoice: isReviewAccount && !review.confirmed,
      reviewing,
      ratioSet,
      busy: isUploading(items),
      /** uploaded files not saved yet: closing discards them */
      unsaved: uploadedItems(items).length > 0,
      discard,
      finish,
    }),
    [queue, type, accountId, isReviewAccount, review, reviewing, ratioSet, items, discard, finish],
  );
}

/** The session object the upload components share. */
export type UploadSession = ReturnType<typeof useUploadSession>;
