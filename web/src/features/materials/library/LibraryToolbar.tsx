import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import { useTranslation } from 'react-i18next';
import type { LibraryType } from './librarySearch';
import type { ViewMode } from './viewMode';

/** Props of the library toolbar. */
export interface LibraryToolbarProps {
  type: LibraryType;
  /** null when the role may not upload: the button is then hidden */
  onUpload: (() => void) | null;
  view: ViewMode;
  onView: (view: ViewMode) => void;
  /** null when the role may not review: the queue switch is then hidden */
  reviewQueue: boolean | null;
  onQueue: (on: boolean) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Over the list: upload, list or grid view, the reviewer's queue switch and "refresh review status". */
export default function LibraryToolbar(props: LibraryToolbarProps) {
  const { t } = useTranslation();
  const { type, onUpload, view, onView, reviewQueue, onQueue, onRefresh, refreshing } = props;
  return (
    <>
      {onUpload ? (
        <Button
          type="primary"
          icon={<CloudUploadOutlined />}
          onClick={onUpload}
          data-testid="upload-open"
          name="upload"
        >
          {t(`library.upload.${type}`)}
        </Button>
      ) : null}
      <Segmented<ViewMode>
        value={view}
        onChange={onView}
        options={[
          { value: 'list', icon: <UnorderedListOutlined />, label: t('library.view.list') },
          { value: 'grid', icon: <AppstoreOutlined />, label: t('library.view.grid') },
        ]}
        data-testid="view-mode"
      />
      {reviewQueue !== null ? (
        <Segmented<'all' | 'review'>
          value={reviewQueue ? 'review' : 'all'}
          onChange={(value) => onQueue(value === 'review')}
          options={[
            { value: 'all', label: t('library.queue.all') },
            { value: 'review', icon: <AuditOutlined />, label: t('library.queue.review') },
          ]}
          data-testid="review-queue"
        />
      ) : null}
      <Button icon={<SyncOutlined spin={refreshing} />} onClick={onRefresh} disabled={refreshing}>
        {t('library.review.refresh')}
      </Button>
    </>
  );
}
