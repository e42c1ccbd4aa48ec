import type { AuditEntry } from '@adconsole/contract';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textColor } from '../../../kit/theme';
import { type AuditNames, fieldLabel, fieldValue } from './auditFields';
import { type DiffRow, diffRows } from './auditFormat';

const cellStyle = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

function Value({ text, tone }: { text: string | null; tone: 'before' | 'after' }) {
  const { t } = useTranslation();
  // absent (a create's before) and empty text read differently, and neither as a blank cell
  if (text === null || text === '') {
    return (
      <span style={{ color: textColor.muted, fontStyle: 'italic' }}>
        {t(text === null ? 'audit.diff.none' : 'audit.diff.empty')}
      </span>
    );
  }
  const color = tone === 'before' ? textColor.error : textColor.success;
  return <span style={{ ...cellStyle, color }}>{text}</span>;
}

/**
 * The fields an entry changed, each with its value before and after (a create has no before, a delete no after),
 * labelled and formatted as the entity's screens show them; the switch shows the raw keys and values as stored.
 */
export default function AuditDiff({ entry, names = {} }: { entry: AuditEntry; names?: AuditNames }) {
  const { t } = useTranslation();
  const [raw, setRaw] = useState(false);
  const switchId = useId();
  const rows = useMemo((): DiffRow[] => {
    if (raw) return diffRows(entry.changes);
    const ctx = { t, names };
    return Object.entries(entry.changes ?? {}).map(([field, change]) => ({
      field,
      label: fieldLabel(t, entry.entity_kind, field),
      before: fieldValue(ctx, entry.entity_kind, field, change.before),
      after: fieldValue(ctx, entry.entity_kind, field, change.after),
    }));
  }, [raw, entry, t, names]);
  return (
    <div style={{ maxWidth: 960 }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <Switch id={switchId} size="small" checked={raw} onChange={setRaw} data-testid="audit-diff-raw" />
        <label htmlFor={switchId}>{t('audit.diff.raw')}</label>
      </div>
      <Table<DiffRow>
        data-testid="audit-diff"
        rowKey="field"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            key: 'field',
            title: t('audit.diff.field'),
            width: 200,
            render: (_, row) => (raw || row.label === undefined ? <code>{row.field}</code> : row.label),
          },
          {
            key: 'before',
            title: t('audit.diff.before'),
            render: (_, row) => <Value text={row.before} tone="before" />,
          },
          {
            key: 'after',
            title: t('audit.diff.after'),
            render: (_, row) => <Value text={row.after} tone="after" />,
          },
        ]}
      />
    </div>
  );
}
