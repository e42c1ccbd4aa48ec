import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { uploadedItems } from './uploadItems';
import type { UploadSession } from './useUploadSession';

/** "Next: tag and save": ready once something is uploaded and nothing is still on its way. */
export default function NextButton({ session, onClick }: { session: UploadSession; onClick: () => void }) {
  const { t } = useTranslation();
  const count = uploadedItems(session.items).length;
  return (
    <Button type="primary" disabled={count === 0 || session.busy} onClick={onClick} data-testid="upload-next">
      {t('upload.next')}
      {count ? ` (${count})` : ''}
    </Button>
  );
}
