import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { type ReactNode, type Ref, useId, useState } from 'react';
import styles from './LoginPage.module.css';

/** Props of one login field. */
export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  prefix?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** A password field with a show/hide toggle. */
  secret?: boolean;
  revealLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an icon, an inline validation message and, for passwords, a show/hide toggle. */
export default function TextField({
  label,
  value,
  onChange,
  error,
  prefix,
  placeholder,
  autoComplete,
  autoFocus,
  secret,
  revealLabel,
  ref,
}: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
        <input
          ref={ref}
          id={id}
          className={styles.input}
          type={secret && !revealed ? 'password' : 'text'}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          // biome-ignore lint/a11y/noAutofocus: the login screen's only task is this field
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {secret ? (
          <button
            type="button"
            className={styles.reveal}
            aria-label={revealLabel}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
