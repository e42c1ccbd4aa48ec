import Input, { type InputProps } from 'antd/es/input';
import type { ChangeEvent, FocusEvent } from 'react';
import {
  type NumberFilterResult,
  type NumberNotice,
  type NumberRule,
  settleDecimal,
  settleInteger,
  typeDecimal,
  typeInteger,
} from './numberFilter';

/** Props of a number filter input: the value stays text so partial input ("12.") can be typed. */
export interface NumberFilterInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value?: string;
  onChange?: (value: string) => void;
  /** 'decimal' keeps digits and one dot (2 places by default); 'integer' keeps digits only */
  kind?: 'decimal' | 'integer';
  rule?: NumberRule;
  /** told which rule changed the input (characters refused, decimals cut, clamped to min/max) */
  onNotice?: (notice: NumberNotice) => void;
}

/** A decimal or integer input that filters typing and settles into min..max on blur. */
export default function NumberFilterInput({
  value,
  onChange,
  kind = 'decimal',
  rule = {},
  onNotice,
  onBlur,
  ...rest
}: NumberFilterInputProps) {
  const current = value ?? '';
  const apply = (result: NumberFilterResult) => {
    // The change first, then the notice: a caller that clears its notice on change still shows this one.
    if (result.value !== current) onChange?.(result.value);
    if (result.notice) onNotice?.(result.notice);
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    apply(kind === 'integer' ? typeInteger(raw) : typeDecimal(raw, rule.decimals));
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    apply(kind === 'integer' ? settleInteger(current, rule) : settleDecimal(current, rule));
    onBlur?.(event);
  };
  return (
    <Input
      inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
      {...rest}
      value={current}
      onChange={change}
      onBlur={blur}
    />
  );
}
