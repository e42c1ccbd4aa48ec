import type { calls } from '@adconsole/contract';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Upload from 'antd/es/upload';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessMessage, quietFailureText } from '../../app/errors';
import { upload } from '../../app/upload';
import { readImageSize } from '../../kit/imageSize';
import { textColor } from '../../kit/theme';
import AppIconImage from './AppIconImage';
import { type AppIcon, iconProblemValues, iconSizeProblem, isIconFileName } from './appRules';

/** Props of the icon field: a controlled input (Form.Item passes value and onChange), and the busy state's report. */
export interface IconFieldProps {
  value?: AppIcon | null;
  onChange?: (icon: AppIcon | null) => void;
  /** true while a chosen icon is being checked or sent: the form waits for it */
  onBusy: (busy: boolean) => void;
  /** the app's name, for the preview's alt text */
  name: string;
  disabled?: boolean;
  id?: string;
  /** the icon call of the drawer: `icon` (app.create) when adding, `editIcon` (app.edit) when editing */
  call: typeof calls.apps.icon | typeof calls.apps.editIcon;
}

type State = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'refused'; text: string };

/**
 * The app icon: chosen, checked in the browser (an image of an icon's size), then uploaded through the apps area's icon
 * call with its progress; the preview shows the stored icon, its size and the 160x160 hint, and a warning under a
 * non-square one (taken: the spec only suggests square; lists show it letterboxed).
 */
export default function IconField({ value, onChange, onBusy, name, disabled, id, call }: IconFieldProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const take = async (file: File) => {
    abort.current?.abort();
    if (!isIconFileName(file.name)) return setState({ kind: 'refused', text: t('apps.rule.iconType') });
    onBusy(true);
    try {
      const dims = await readImageSize(file);
      const problem = iconSizeProblem(dims);
      if (problem) return setState({ kind: 'refused', text: t(problem.key, iconProblemValues(problem)) });
      const controller = new AbortController();
      abort.current = controller;
      setState({ kind: 'sending', percent: 0 });
      // the server stores it as an image of /v1/file and checks its size again
      const answer = await upload(
        call,
        { file },
        { signal: controller.signal, onProgress: (percent) => setState({ kind: 'sending', percent }) },
      );
      if (answer.code !== 200) {
        return setState({ kind: 'refused', text: businessMessage(answer.code, answer.data, answer.msg) });
      }
      setSize(dims);
      setState({ kind: 'idle' });
      onChange?.({ file_id: answer.data.file_id, url: answer.data.url });
    } catch (error) {
      const text = quietFailureText(error);
      setState(text ? { kind: 'refused', text } : { kind: 'idle' });
    } finally {
      onBusy(false);
    }
  };

  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }} data-testid="app-icon-field">
      <AppIconImage url={value?.url ?? ''} name={name} size={80} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 }}>
        <Upload
          accept="image/png,image/jpeg,image/gif"
          showUploadList={false}
          fileList={[]}
          disabled={disabled || state.kind === 'sending'}
          beforeUpload={(file) => {
            void take(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button
            id={id}
            icon={<UploadOutlined />}
            disabled={disabled}
            loading={state.kind === 'sending'}
            data-testid="app-icon-choose"
          >
            {t(value ? 'apps.form.iconReplace' : 'apps.form.iconChoose')}
          </Button>
        </Upload>
        {state.kind === 'sending' ? (
          <Progress
            percent={state.percent}
            size="small"
            style={{ width: 200 }}
            aria-label={t('apps.form.iconUploading', { percent: state.percent })}
          />
        ) : null}
        <span style={{ color: textColor.muted, fontSize: 12 }}>{t('apps.form.iconHint')}</span>
        {value && size ? (
          <span style={{ color: textColor.muted, fontSize: 12 }} data-testid="app-icon-size">
            {t('apps.form.iconSize', size)}
          </span>
        ) : null}
        {value && size && size.width !== size.height ? (
          <span role="status" style={{ color: textColor.warning, fontSize: 12 }} data-testid="app-icon-not-square">
            {t('apps.form.iconNotSquare', size)}
          </span>
        ) : null}
        {state.kind === 'refused' ? (
          <span role="alert" style={{ color: '#d4380d', fontSize: 12 }} data-testid="app-icon-refused">
            {state.text}
          </span>
        ) : null}
      </div>
    </div>
  );
}
