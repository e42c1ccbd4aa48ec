import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import type { UploadSession } from './useUploadSession';

/**
 * Closing the upload: while files are uploading (or uploaded but not saved) it asks first, since closing cancels the
 * uploads and discards the files; then it discards and calls `close`.
 */
export function useCloseGuard(session: UploadSession, close: () => void): () => void {
  const { t } = useTranslation();
  return () => {
    const leave = () => {
      session.discard();
      close();
    };
    if (!session.busy && !session.unsaved) return leave();
    Modal.confirm({
      title: t('upload.close.title'),
      content: t(session.busy ? 'upload.close.busy' : 'upload.close.unsaved'),
      okText: t('upload.close.ok'),
      okButtonProps: { danger: true, 'data-testid': 'close-confirm' },
      cancelText: t('common.cancel'),
      onOk: leave,
    });
  };
}
