import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../kit/format';
import { textColor } from '../../../kit/theme';
import ItemThumb from './ItemThumb';
import type { Failure, UploadItem, UploadState } from './uploadItems';

const STATE_COLOR: Record<UploadState, string> = {
  waiting: 'default',
  uploading: 'processing',
  success: 'success',
  fail: 'error',
};

/** The text of a failure: a notice's translation, or the server's text as it came. */
function useFailureText(): (failure: Failure | undefined) => string {
  const { t } = useTranslation();
  return (failure) => (!failure ? '' : 'text' in failure ? failure.text : t(failure.key, failure.params));
}

/** Props of one upload row. */
export interface UploadItemRowProps {
  item: UploadItem;
  onDelete: (item: UploadItem) => Promise<void> | void;
  /** extra actions (the duplicate offer) */
  extra?: ReactNode;
}

/** One chosen file: preview, name and size, state, progress, message, and delete with confirmation. */
export default function UploadItemRow({ item, onDelete, extra }: UploadItemRowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const message =
    item.state === 'fail' ? failureText(item.failure) : item.warning ? t(item.warning.key, item.warning.params) : '';
  return (
    <div
      data-testid="upload-item"
      data-state={item.state}
      data-name={item.fileName}
      style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}
    >
      <ItemThumb file={item.file} thumbUrl={item.answer?.meta.thumb_url} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span
            style={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            title={item.fileName}
          >
            {item.fileName}
          </span>
          <span style={{ color: textColor.muted, flex: 'none' }}>{formatFileSize(item.file.size)}</span>
          {item.answer ? (
            <span style={{ color: textColor.muted, flex: 'none' }}>
              {item.answer.meta.width}*{item.answer.meta.height} · {item.answer.meta.scale}
            </span>
          ) : null}
        </div>
        {item.state === 'uploading' || item.state === 'success' ? (
          <Progress
            percent={item.percent}
            size="small"
            status={item.state === 'success' ? 'success' : 'active'}
            // the spec shows the percentage, also once done (antd would swap it for a check mark)
            format={(percent) => `${percent}%`}
            style={{ margin: 0 }}
            aria-label={item.fileName}
            data-testid="upload-progress"
          />
        ) : null}
        {message ? (
          <div
            data-testid="upload-message"
            style={{ color: item.state === 'fail' ? textColor.error : textColor.warning, fontSize: 12, marginTop: 2 }}
          >
            {message}
          </div>
        ) : null}
      </div>
      <Tag color={STATE_COLOR[item.state]} style={{ flex: 'none', marginInlineEnd: 0 }} data-testid="upload-state">
        {item.state === 'uploading'
          ? `${t('upload.state.uploading')} ${item.percent}%`
          : t(`upload.state.${item.state}`)}
      </Tag>
      {extra}
      <Popconfirm
        title={t('upload.item.deleteConfirm')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={() => onDelete(item)}
      >
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('upload.item.delete')}
          data-testid="upload-delete"
        />
      </Popconfirm>
    </div>
  );
}
