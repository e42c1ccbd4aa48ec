import { useTranslation } from 'react-i18next';
import { businessMessage } from '../../../app/errors';
import { toastSuccess, toastWarning } from '../../../kit/feedback';
import { deleteUploadedFile } from '../api';
import DuplicateOffer from './DuplicateOffer';
import UploadItemRow from './UploadItemRow';
import { failedItems, type UploadItem } from './uploadItems';
import type { UploadSession } from './useUploadSession';

/** Props of the item lists. */
export interface UploadItemListProps {
  session: UploadSession;
  /** an existing material was linked to the account instead of uploading a duplicate */
  onLinked?: (materialId: number) => void;
}

const sectionTitle: React.CSSProperties = { fontWeight: 600, margin: '16px 0 4px' };

/** The upload list (waiting, uploading, uploaded) and below it the failure list, with the summary of both. */
export default function UploadItemList({ session, onLinked }: UploadItemListProps) {
  const { t } = useTranslation();
  const { items, removeItem, dispatch, accountId } = session;
  if (!items.length) return null;
  const failed = failedItems(items);
  const active = items.filter((i) => i.state !== 'fail');
  const success = items.filter((i) => i.state === 'success').length;

  // spec: deleting asks first (the row's confirm), then deletes the file on the server if it had been uploaded
  const remove = async (item: UploadItem) => {
    if (item.state === 'success' && item.answer) {
      const answer = await deleteUploadedFile(item.answer.file_id).catch(() => null);
      if (!answer) return;
      if (answer.code !== 200) return toastWarning(businessMessage(answer.code, answer.data, answer.msg));
    }
    removeItem(item.key);
    toastSuccess(t('upload.item.deleted'));
  };

  return (
    <div data-testid="upload-list">
      <div style={{ color: 'rgba(0,0,0,0.55)', marginTop: 16 }} data-testid="upload-summary">
        {t('upload.summary', {
          total: items.length,
          success,
          fail: failed.length,
          running: items.length - success - failed.length,
        })}
      </div>
      {active.length ? (
        <>
          <div style={sectionTitle}>{t('upload.list.title')}</div>
          {active.map((item) => (
            <UploadItemRow key={item.key} item={item} onDelete={remove} />
          ))}
        </>
      ) : null}
      {failed.length ? (
        <div data-testid="failure-list">
          <div style={{ ...sectionTitle, color: '#cf1322' }}>
            {t('upload.failures.title', { count: failed.length })}
          </div>
          {failed.map((item) => (
            <UploadItemRow
              key={item.key}
              item={item}
              onDelete={remove}
              extra={
                <DuplicateOffer
                  item={item}
                  accountId={accountId}
                  onLinked={(materialId) => {
                    dispatch({ type: 'linked', key: item.key, materialId });
                    onLinked?.(materialId);
                  }}
                />
              }
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
