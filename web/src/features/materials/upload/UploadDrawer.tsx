import { FileKind } from '@adconsole/contract';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import { useTranslation } from 'react-i18next';
import NextButton from './NextButton';
import UploadFlow from './UploadFlow';
import { useCloseGuard } from './useCloseGuard';
import { useTaggingStep } from './useTaggingStep';
import { useUploadSession } from './useUploadSession';

/** Spec: the upload dialog is 1100 px wide. */
const UPLOAD_DRAWER_WIDTH = 1100;

/** Props of the upload drawer. */
export interface UploadDrawerProps {
  open: boolean;
  /** 1 images, 2 videos */
  type: 1 | 2;
  /** the account the user works in: the review choice (review-material account) and the duplicate link use it */
  accountId?: number;
  /** whether accountId is the review-material account, when the caller knows; otherwise it is looked up */
  reviewAccount?: boolean;
  /** check images against the sku ratio list */
  sku?: boolean;
  onClose: () => void;
  /** the new materials' ids, after "saved successfully" */
  onSaved: (ids: number[]) => void;
  /** an existing material was linked to the account instead of uploading a duplicate */
  onLinked?: (materialId: number) => void;
}

/**
 * The upload drawer: choose files, upload them (checked in the browser first, with progress), then the batch-tag
 * step and the save as new materials. Closing while uploading asks first and cancels the uploads.
 */
export default function UploadDrawer({
  open,
  type,
  accountId,
  reviewAccount,
  sku,
  onClose,
  onSaved,
  onLinked,
}: UploadDrawerProps) {
  const { t } = useTranslation();
  const session = useUploadSession({ type, accountId, reviewAccount, sku });
  const tagging = useTaggingStep(session, (ids) => {
    onSaved(ids);
    onClose();
  });
  const close = useCloseGuard(session, onClose);

  return (
    <Drawer
      open={open}
      size={UPLOAD_DRAWER_WIDTH}
      title={t(type === FileKind.VIDEO ? 'upload.title.video' : 'upload.title.image')}
      onClose={close}
      mask={{ closable: false }}
      data-testid="upload-drawer"
      footer={
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <NextButton session={session} onClick={tagging.open} />
        </div>
      }
    >
      <UploadFlow session={session} onLinked={onLinked} />
      {tagging.dialog}
    </Drawer>
  );
}
