import Input, { type InputProps } from 'antd/es/input';
import type { ChangeEvent, FocusEvent } from 'react';
import { type EmojiMode, filterTextChange } from './textFilter';

/** Props of a text filter: an antd Input whose value is a plain string. */
export interface TextFilterInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
  /** emoji are refused (the keystroke or paste is undone) or stripped; both call onEmoji */
  emoji?: EmojiMode;
  /** told when emoji were refused or stripped, so the caller can warn */
  onEmoji?: (mode: EmojiMode) => void;
}

/** A text input that keeps emoji out (reject or strip, with a warning) and trims surrounding spaces on blur. */
export default function TextFilterInput({
  value,
  onChange,
  emoji = 'reject',
  onEmoji,
  onBlur,
  ...rest
}: TextFilterInputProps) {
  const current = value ?? '';
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const result = filterTextChange(current, event.target.value, emoji);
    // The change first, then the warning: a caller that clears its warning on change still shows this one.
    if (result.value !== current) onChange?.(result.value);
    if (result.warned) onEmoji?.(emoji);
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const trimmed = current.trim();
    if (trimmed !== current) onChange?.(trimmed);
    onBlur?.(event);
  };
  return <Input {...rest} value={current} onChange={change} onBlur={blur} />;
}
