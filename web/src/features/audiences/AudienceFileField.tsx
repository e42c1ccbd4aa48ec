import { AudienceLimits, calls, type EncryptionValue } from '@adconsole/contract';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quietFailureText } from '../../app/errors';
import { ApiError } from '../../app/request';
import { upload as uploadCall } from '../../app/upload';
import { formatFileSize } from '../../kit/format';
import { textColor } from '../../kit/theme';
import { suffixAllowed, UploadState, type UploadStateValue } from './formRules';
import { againstEncryption, type KindSniff, SNIFF_BYTES, sniffFile } from './hashKinds';
import { audienceRefusal } from './refusals';

/** Props of the file field: the chosen encryption (the sniff is judged against it) and what the upload reports. */
export interface AudienceFileFieldProps {
  encryption: EncryptionValue;
  disabled?: boolean;
  /** the upload's state and, once uploaded, the private path the create call sends */
  onChange: (state: UploadStateValue, path: string) => void;
}

const STATE_COLOR: Record<UploadStateValue, string> = { 1: 'processing', 2: 'success', 3: 'error', 4: 'default' };

/**
 * One audience file: chosen, checked (suffix, 300 MB), its first megabyte sniffed for the id kinds, then uploaded by
 * XHR with a progress bar. Its four states are the spec's: 1 uploading, 2 success, 3 failed, 4 not uploaded.
 */
export default function AudienceFileField({ encryption, disabled, onChange }: AudienceFileFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadStateValue>(UploadState.NONE);
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [sniff, setSniff] = useState<KindSniff | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const report = (next: UploadStateValue, path = '') => {
    setState(next);
    onChange(next, path);
  };

  const upload = async (chosen: File) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    setError(null);
    report(UploadState.UPLOADING);
    try {
      const answer = await uploadCall(
        calls.audiences.upload,
        { file: chosen },
        { onProgress: setPercent, signal: controller.signal },
      );
      if (answer.code === 200) {
        setPercent(100);
        return report(UploadState.SUCCESS, answer.data.path);
      }
      setError(audienceRefusal(answer.code, answer.data, answer.msg));
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'aborted') return;
      setError(
        failure instanceof ApiError && failure.code !== null && failure.code >= 10000
          ? audienceRefusal(failure.code, failure.data, failure.message)
          : (quietFailureText(failure) ?? t('audiences.upload.state.3')),
      );
    }
    report(UploadState.FAILED);
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setSniff(null);
    // checked here too, so a 300 MB mistake is not sent before the server refuses it
    if (!suffixAllowed(chosen.name)) {
      setError(t('audiences.upload.suffix'));
      return report(UploadState.FAILED);
    }
    if (chosen.size > AudienceLimits.FILE_MAX_BYTES) {
      setError(t('audiences.upload.tooBig'));
      return report(UploadState.FAILED);
    }
    // the first megabyte is read before a byte leaves, so the kind notice shows while the upload runs
    setSniff(await sniffFile(chosen, encryption).catch(() => null));
    await upload(chosen);
  };

  const remove = () => {
    abort.current?.abort();
    setFile(null);
    setSniff(null);
    setError(null);
    setPercent(0);
    report(UploadState.NONE);
  };

  const judged = sniff ? againstEncryption(sniff, encryption) : null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="audience-file">
      <input
        ref={input}
        type="file"
        accept=".txt,.csv,text/plain,text/csv"
        style={{ display: 'none' }}
        aria-hidden
        tabIndex={-1}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
        data-testid="audience-file-input"
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <Button icon={<UploadOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
          {file ? t('audiences.upload.replace') : t('audiences.upload.choose')}
        </Button>
        <Tag color={STATE_COLOR[state]} data-testid="audience-upload-state">
          {t(`audiences.upload.state.${state}`)}
        </Tag>
        {state === UploadState.FAILED &&
        file &&
        suffixAllowed(file.name) &&
        file.size <= AudienceLimits.FILE_MAX_BYTES ? (
          <Button size="small" onClick={() => void upload(file)} disabled={disabled}>
            {t('audiences.upload.retry')}
          </Button>
        ) : null}
        {file ? (
          <Button size="small" type="link" onClick={remove} disabled={disabled}>
            {t('audiences.upload.remove')}
          </Button>
        ) : null}
      </div>
      <span style={{ color: textColor.muted, fontSize: 12 }}>{t('audiences.upload.hint')}</span>
      {file ? (
        <div>
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            {state === UploadState.SUCCESS ? <CheckCircleFilled style={{ color: textColor.success }} /> : null}
            {state === UploadState.FAILED ? <CloseCircleFilled style={{ color: textColor.error }} /> : null}
            <span>{file.name}</span>
            <span style={{ color: textColor.muted }}>{formatFileSize(file.size)}</span>
          </span>
          {state === UploadState.UPLOADING || state === UploadState.SUCCESS ? (
            <Progress
              percent={percent}
              size="small"
              status={state === UploadState.UPLOADING ? 'active' : 'success'}
              aria-label={t(`audiences.upload.state.${state}`)}
            />
          ) : null}
          {error ? (
            <div role="alert" style={{ color: textColor.error, fontSize: 12 }} data-testid="audience-upload-error">
              {error}
            </div>
          ) : null}
        </div>
      ) : null}
      {judged ? <SniffNotice sniff={judged} /> : null}
    </div>
  );
}

/** What the first megabyte looks like, and whether that matches the chosen encryption. */
function SniffNotice({ sniff }: { sniff: KindSniff }) {
  const { t } = useTranslation();
  const kind = (name: string) => t(`audiences.kind.${name}`);
  const verdict = sniff.invalidUtf8
    ? t('audiences.sniff.invalidUtf8')
    : sniff.looksLike === null
      ? t('audiences.sniff.noIds')
      : sniff.matches
        ? t('audiences.sniff.match', { kind: kind(sniff.expected) })
        : t('audiences.sniff.mismatch', { kind: kind(sniff.looksLike), expected: kind(sniff.expected) });
  const fine = !sniff.invalidUtf8 && sniff.looksLike !== null && sniff.matches;
  return (
    <Alert
      type={fine ? 'info' : 'warning'}
      showIcon
      title={t('audiences.sniff.title', { size: formatFileSize(SNIFF_BYTES) })}
      description={
        <>
          <div>
            {t('audiences.sniff.counts', {
              lines: sniff.lines,
              gaid: sniff.counts.gaid,
              md5: sniff.counts.md5,
              sha1: sniff.counts.sha1,
              sha256: sniff.counts.sha256,
              other: sniff.other,
            })}
          </div>
          <div>{verdict}</div>
        </>
      }
      data-testid="audience-sniff"
    />
  );
}
