import { allowedRatios, FileKind, type FileKindValue, FileLimits, type RatioSet } from '@adconsole/contract';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import Upload from 'antd/es/upload';
import { useTranslation } from 'react-i18next';
import { formatsOf } from './precheck';

/** Props of the drop area. */
export interface UploadAreaProps {
  type: FileKindValue;
  ratioSet: RatioSet;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

const MB = 1024 * 1024;

/** The file chooser: images accept image/*, videos video/mp4, several at once; the files go to the queue as chosen. */
export default function UploadArea({ type, ratioSet, onFiles, disabled }: UploadAreaProps) {
  const { t } = useTranslation();
  const video = type === FileKind.VIDEO;
  const ratios = allowedRatios(type, ratioSet).join(', ');
  return (
    <Upload.Dragger
      accept={video ? 'video/mp4' : 'image/*'}
      multiple
      disabled={disabled}
      showUploadList={false}
      fileList={[]}
      // antd calls this once per file with the whole batch: take the batch on its first file, send nothing itself
      beforeUpload={(file, batch) => {
        if (file === batch[0]) onFiles(batch);
        return Upload.LIST_IGNORE;
      }}
      data-testid="upload-area"
      style={{ padding: '8px 16px' }}
    >
      <p className="ant-upload-drag-icon" style={{ marginBottom: 8 }}>
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{t('upload.area.title')}</p>
      <p className="ant-upload-hint">
        {video
          ? t('upload.area.videoHint', {
              max: FileLimits.VIDEO_MAX_BYTES / MB,
              warn: FileLimits.VIDEO_WARN_BYTES / MB,
              ratios,
            })
          : t('upload.area.imageHint', { formats: formatsOf(type).join(', '), ratios })}
      </p>
    </Upload.Dragger>
  );
}
