import type { AuditEntry } from '@adconsole/contract';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { textColor } from '../../../kit/theme';
import { fieldLabel } from './auditFields';
import { actionText, actorText, entityKindText } from './auditFormat';

// the status colours, which the theme darkens to AA contrast (antd's preset green and orange tags are 3.4:1)
const ACTION_COLORS: Record<string, string> = {
  create: 'success',
  update: 'blue',
  delete: 'error',
  review: 'purple',
  'sign-in-failed': 'warning',
};

const muted = { color: textColor.muted, fontSize: 12 } as const;

/** The log's columns; choosing a user's name filters the log to that user. */
export function auditColumns(t: TFunction, onUser: (id: number) => void): ColumnsType<AuditEntry> {
  return [
    {
      key: 'time',
      title: t('audit.col.time'),
      width: 170,
      // the entry's when stays in sight as the wide log scrolls to its changes
      fixed: 'left',
      render: (_, entry) => dayjs(entry.time).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'actor',
      title: t('audit.col.actor'),
      width: 150,
      render: (_, entry) =>
        entry.actor_kind === 'user' && entry.actor_id !== null ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto' }}
            title={t('audit.actor.filterTo', { name: entry.actor_name })}
            onClick={() => onUser(entry.actor_id!)}
          >
            {actorText(t, entry)}
          </Button>
        ) : (
          <span>{actorText(t, entry)}</span>
        ),
    },
    {
      key: 'address',
      title: t('audit.col.address'),
      width: 220,
      render: (_, entry) => (
        <div>
          <div>{entry.ip ?? '-'}</div>
          {entry.user_agent ? (
            <Typography.Text style={{ ...muted, display: 'block' }} ellipsis={{ tooltip: entry.user_agent }}>
              {entry.user_agent}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      key: 'call',
      title: t('audit.col.call'),
      width: 230,
      render: (_, entry) => <code style={{ fontSize: 12, overflowWrap: 'anywhere' }}>{entry.call}</code>,
    },
    {
      key: 'action',
      title: t('audit.col.action'),
      width: 110,
      render: (_, entry) => (
        <Tag color={ACTION_COLORS[entry.action]} data-testid="audit-action">
          {actionText(t, entry.action)}
        </Tag>
      ),
    },
    {
      key: 'entity',
      title: t('audit.col.entity'),
      width: 220,
      render: (_, entry) => (
        <div data-testid="audit-entity">
          <div>
            {entityKindText(t, entry.entity_kind)}
            {entry.entity_id !== null ? <span style={muted}> #{entry.entity_id}</span> : null}
          </div>
          {entry.entity_name ? <div style={{ wordBreak: 'break-word' }}>{entry.entity_name}</div> : null}
        </div>
      ),
    },
    {
      key: 'changes',
      title: t('audit.col.changes'),
      width: 180,
      render: (_, entry) => {
        const fields = Object.keys(entry.changes ?? {}).map((field) => fieldLabel(t, entry.entity_kind, field));
        return fields.length ? (
          <span style={{ wordBreak: 'break-word' }} data-testid="audit-changed">
            {fields.join(t('audit.diff.listSeparator'))}
          </span>
        ) : (
          '-'
        );
      },
    },
  ];
}
