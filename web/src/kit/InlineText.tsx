import { codePoints } from '@adconsole/contract';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tooLongProblem } from './fieldRules';
import { textColor } from './theme';

/** Props of an inline-edited text cell. */
export interface InlineTextProps {
  value: string;
  /** the field's name, for the edit button's accessible name */
  field: string;
  editable: boolean;
  /** the limit in characters: the input counts towards it and a longer text is refused here, not cut */
  maxLength: number;
  /** the message when the trimmed text is refused (an empty name), or null */
  check: (trimmed: string) => string | null;
  /** saves the trimmed text; answers whether it was saved */
  onSave: (trimmed: string) => Promise<boolean>;
  testId: string;
  /** what the cell shows when not editing (the value as text when absent) */
  display?: ReactNode;
}

/** A cell's text with a pencil that turns it into an input: Enter or the tick saves (trimmed), Escape or the cross cancels. */
export default function InlineText({
  value,
  field,
  editable,
  maxLength,
  check,
  onSave,
  testId,
  display,
}: InlineTextProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (draft === null || saving) return;
    const trimmed = draft.trim();
    const over = tooLongProblem(trimmed, maxLength);
    const refused = over ? t(over.key, over.values) : check(trimmed);
    if (refused) return setError(refused);
    if (trimmed === value) return setDraft(null);
    setSaving(true);
    const saved = await onSave(trimmed).finally(() => setSaving(false));
    if (saved) setDraft(null);
  };
  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  if (draft === null) {
    return (
      <span
        style={{ display: 'inline-flex', alignItems: 'flex-start', gap: 4, wordBreak: 'break-word' }}
        data-testid={testId}
      >
        <span>{display ?? (value || <span style={{ color: textColor.muted }}>-</span>)}</span>
        {editable ? (
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('audiences.inline.edit', { field })}
            onClick={() => setDraft(value)}
            data-testid={`${testId}-edit`}
          />
        ) : null}
      </span>
    );
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <span style={{ display: 'inline-flex', gap: 4 }}>
        <Input
          size="small"
          autoFocus
          value={draft}
          count={{ show: true, max: maxLength, strategy: codePoints }}
          status={error ? 'error' : undefined}
          aria-label={field}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
          onPressEnter={() => void save()}
          onKeyDown={(e) => {
            if (e.key === 'Escape') cancel();
          }}
          data-testid={`${testId}-input`}
        />
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined />}
          loading={saving}
          aria-label={t('audiences.inline.save')}
          onClick={() => void save()}
          data-testid={`${testId}-save`}
        />
        <Button size="small" icon={<CloseOutlined />} aria-label={t('audiences.inline.cancel')} onClick={cancel} />
      </span>
      {error ? (
        <span role="alert" style={{ color: textColor.error, fontSize: 12 }}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
