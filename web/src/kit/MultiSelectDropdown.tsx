import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import DownOutlined from '@ant-design/icons/DownOutlined';
import Popover from 'antd/es/popover';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Option } from './loadMore';
import styles from './MultiSelectDropdown.module.css';
import MultiSelectPanel from './MultiSelectPanel';

type Value = string | number;

/** Props of the multi-select dropdown (antd-compatible: value and onChange). */
export interface MultiSelectDropdownProps<V extends Value = Value> {
  options: readonly Option<V>[];
  value?: readonly V[];
  onChange?: (value: V[]) => void;
  placeholder?: string;
  /** without a keyword, offer at most this many options (the account list's 400) */
  cap?: number;
  /** asks the owner for the next page when the list is scrolled near its end and every loaded option is shown */
  onLoadMore?: () => void;
  hasMore?: boolean;
  loading?: boolean;
  /** the owner looks options up for each keyword (see MultiSelectPanel); called with '' when the panel opens */
  onSearch?: (keyword: string) => void;
  disabled?: boolean;
  style?: CSSProperties;
  'aria-label'?: string;
  'data-testid'?: string;
}

// Two names read well in a filter bar; the rest become a count.
const NAMES_SHOWN = 2;

/** A dropdown of checkboxes with search, select all, cancel and ok; changes apply only on ok. */
export default function MultiSelectDropdown<V extends Value = Value>({
  options,
  value = [],
  onChange,
  placeholder,
  cap,
  onLoadMore,
  hasMore,
  loading,
  onSearch,
  disabled,
  style,
  ...aria
}: MultiSelectDropdownProps<V>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const labels = new Map(options.map((option) => [option.value, option.label]));
  const names = value.slice(0, NAMES_SHOWN).map((v) => labels.get(v) ?? String(v));
  const extra = value.length - names.length;
  const text = names.join(', ') + (extra > 0 ? ` +${extra}` : '');

  const shown = value.length ? text : (placeholder ?? t('kit.multi.placeholder'));
  // the name holds what the button shows (WCAG 2.5.3), after the field's label
  const label = aria['aria-label'];
  const name = label && !label.includes(shown) ? t('kit.multi.name', { label, shown }) : label;

  const showClear = value.length > 0 && !disabled;
  return (
    <span className={styles.wrap} style={{ width: 200, ...style }}>
      <Popover
        open={open && !disabled}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) onSearch?.('');
        }}
        trigger="click"
        placement="bottomLeft"
        arrow={false}
        destroyOnHidden
        content={
          <MultiSelectPanel
            options={options}
            initial={value}
            cap={cap}
            onLoadMore={onLoadMore}
            hasMore={hasMore}
            loading={loading}
            onSearch={onSearch}
            onCancel={() => setOpen(false)}
            onOk={(next) => {
              setOpen(false);
              onChange?.(next as V[]);
            }}
          />
        }
      >
        <button
          type="button"
          className={`${styles.trigger} ${open ? styles.open : ''}`}
          disabled={disabled}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={name}
          data-testid={aria['data-testid']}
          title={value.length ? value.map((v) => labels.get(v) ?? String(v)).join(', ') : undefined}
        >
          <span className={`${styles.text} ${value.length ? '' : styles.placeholder}`}>{shown}</span>
          <span className={styles.icon} style={{ visibility: showClear ? 'hidden' : 'visible' }}>
            <DownOutlined />
          </span>
        </button>
      </Popover>
      {/* Beside the trigger, not inside it: clearing must not open the panel. */}
      {showClear ? (
        <button type="button" className={styles.clear} aria-label={t('kit.clear')} onClick={() => onChange?.([])}>
          <CloseCircleFilled />
        </button>
      ) : null}
    </span>
  );
}
