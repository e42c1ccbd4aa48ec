import type { AuditEntry } from '@adconsole/contract';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { textColor } from '../../../kit/theme';
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

/** The fields an entry changed, each with its value before and after (a create has no before, a delete no after). */
export default function AuditDiff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const rows = diffRows(entry.changes);
  return (
    <Table<DiffRow>
      data-testid="audit-diff"
      rowKey="field"
      size="small"
      pagination={false}
      dataSource={rows}
      style={{ maxWidth: 960 }}
      columns={[
        {
          key: 'field',
          title: t('audit.diff.field'),
          dataIndex: 'field',
          width: 200,
          render: (field: string) => <code>{field}</code>,
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
  );
}
