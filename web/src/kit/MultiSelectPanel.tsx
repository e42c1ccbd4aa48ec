import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { type UIEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetLimit } from './constants';
import { formatNumber } from './format';
import { isNearEnd, type Option, offeredOptions } from './loadMore';
import styles from './MultiSelectDropdown.module.css';
import { textColor } from './theme';

type Value = string | number;

/** Props of the dropdown's panel: the options, the draft it edits, and how it closes. */
export interface MultiSelectPanelProps {
  options: readonly Option[];
  initial: readonly Value[];
  cap?: number;
  onLoadMore?: () => void;
  hasMore?: boolean;
  loading?: boolean;
  /** the owner searches (a server lookup): the panel reports each keyword and shows `options` as they are */
  onSearch?: (keyword: string) => void;
  onCancel: () => void;
  onOk: (value: Value[]) => void;
}

/** Search, select all, a list that grows as it scrolls, and cancel / ok; edits a draft until ok. */
export default function MultiSelectPanel({
  options,
  initial,
  cap,
  onLoadMore,
  hasMore,
  loading,
  onSearch,
  onCancel,
  onOk,
}: MultiSelectPanelProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState<Value[]>(() => [...initial]);
  const [shown, setShown] = useState<number>(WidgetLimit.LOAD_MORE_STEP);
  const offered = useMemo(
    () => (onSearch ? [...options] : offeredOptions(options, keyword, cap)),
    [options, keyword, cap, onSearch],
  );
  const rendered = offered.slice(0, shown);
  const chosen = new Set(draft);
  const chosenOffered = offered.filter((option) => chosen.has(option.value)).length;
  const all = offered.length > 0 && chosenOffered === offered.length;

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (!isNearEnd(event.currentTarget)) return;
    if (shown < offered.length) setShown((n) => n + WidgetLimit.LOAD_MORE_STEP);
    else if (hasMore && !loading) onLoadMore?.();
  };

  const toggle = (value: Value, on: boolean) =>
    setDraft((current) => (on ? [...current, value] : current.filter((item) => item !== value)));

  const toggleAll = (on: boolean) => {
    const values = new Set(offered.map((option) => option.value));
    setDraft((current) =>
      on
        ? [...current, ...offered.map((o) => o.value).filter((v) => !current.includes(v))]
        : current.filter((v) => !values.has(v)),
    );
  };

  return (
    <div style={{ width: 280, display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="multi-select-panel">
      <Input
        allowClear
        autoFocus
        prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
        placeholder={t('kit.multi.search')}
        aria-label={t('kit.multi.search')}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          setShown(WidgetLimit.LOAD_MORE_STEP);
          onSearch?.(event.target.value);
        }}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '0 4px' }}>
        <Checkbox
          checked={all}
          indeterminate={chosenOffered > 0 && !all}
          disabled={offered.length === 0}
          onChange={(event) => toggleAll(event.target.checked)}
        >
          {t('kit.multi.selectAll')}
        </Checkbox>
        <span style={{ color: textColor.muted, fontSize: 12 }}>
          {t('kit.multi.chosen', { count: draft.length, formatted: formatNumber(draft.length) })}
        </span>
      </div>
      <div className={styles.list} onScroll={onScroll} data-testid="multi-select-list">
        {rendered.map((option) => (
          <div key={option.value} className={styles.row}>
            <Checkbox
              checked={chosen.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            >
              <span title={option.label}>{option.label}</span>
            </Checkbox>
          </div>
        ))}
        {offered.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />
        ) : null}
        {loading ? (
          <div style={{ textAlign: 'center', padding: 8 }}>
            <Spin size="small" />
          </div>
        ) : null}
      </div>
      {cap !== undefined && keyword.trim() === '' && options.length > cap ? (
        <div style={{ color: textColor.muted, fontSize: 12, padding: '0 4px' }}>
          {t('kit.multi.capped', { cap: formatNumber(cap), total: formatNumber(options.length) })}
        </div>
      ) : null}
      <div
        style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, borderTop: '1px solid #f0f0f0', paddingTop: 8 }}
      >
        <Button size="small" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button size="small" type="primary" onClick={() => onOk(draft)}>
          {t('common.confirm')}
        </Button>
      </div>
    </div>
  );
}
