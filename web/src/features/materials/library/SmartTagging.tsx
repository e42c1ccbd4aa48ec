import { calls, type MaterialItem } from '@adconsole/contract';
import { keepPreviousData } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../app/useCall';
import TagChips from '../../../kit/TagChips';
import styles from './library.module.css';
import type { SmartMode } from './smartTags';

/** Props of smart tagging: the chosen source creative, the mode, and the tags the material will end with (single). */
export interface SmartTaggingProps {
  source: MaterialItem | null;
  onSource: (item: MaterialItem | null) => void;
  mode: SmartMode;
  onMode: (mode: SmartMode) => void;
  result?: { id: number; name: string }[] | null;
}

// Typing pauses this long before the search asks the server, so a name costs one call, not one per key.
const SEARCH_DELAY_MS = 300;

/** The smart tab: pick an existing creative by id or name, then copy its tags (replace) or take them off (delete). */
export default function SmartTagging({ source, onSource, mode, onMode, result }: SmartTaggingProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const byId = /^\d+$/.test(keyword);
  const found = useCall(
    calls.materials.list,
    {
      page_no: 1,
      page_size: 20,
      ...(keyword ? (byId ? { id: Number(keyword) } : { name: keyword }) : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const rows = found.data?.List ?? [];

  return (
    <Form layout="vertical" component="div" data-testid="smart-tagging">
      <Form.Item label={t('library.smart.source')} required>
        <Select<number>
          showSearch={{ filterOption: false, onSearch: setTyped }}
          allowClear
          value={source?.id}
          placeholder={t('library.smart.sourcePlaceholder')}
          loading={found.isFetching}
          notFoundContent={found.isFetching ? undefined : t('common.empty')}
          options={rows.map((row) => ({ value: row.id, label: `#${row.id} ${row.name}` }))}
          onChange={(id) => onSource(rows.find((row) => row.id === id) ?? null)}
          data-testid="smart-source"
        />
      </Form.Item>
      {source ? (
        <div className={styles.cellMedia} style={{ marginBottom: 16 }}>
          <span className={styles.thumb} style={{ width: 72, height: 48, cursor: 'default' }}>
            {source.thumb_url ? <img src={source.thumb_url} alt={source.name} /> : null}
          </span>
          <div className={styles.cellText} style={{ gap: 4 }}>
            <span className={styles.sub}>{t('library.smart.sourceTags')}</span>
            <TagChips tags={source.tags} />
          </div>
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('library.smart.pickFirst')} />
      )}
      <Form.Item label={t('library.smart.mode')} extra={t(`library.smart.${mode}Help`)}>
        <Radio.Group
          value={mode}
          onChange={(event) => onMode(event.target.value as SmartMode)}
          options={(['replace', 'delete'] as const).map((value) => ({ value, label: t(`library.smart.${value}`) }))}
        />
      </Form.Item>
      {source && result ? (
        <Form.Item label={t('library.smart.result')}>
          <TagChips tags={result} />
        </Form.Item>
      ) : null}
    </Form>
  );
}
