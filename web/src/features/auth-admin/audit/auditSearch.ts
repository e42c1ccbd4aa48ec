import { AuditAction, AuditEntity, AuditKind, type CallQuery, type calls } from '@adconsole/contract';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { FieldCodec, Filters } from '../../../kit/listQuery';
import type { Option } from '../../../kit/loadMore';
import type { CustomControlProps, SearchField } from '../../../kit/searchFields';

/** The audit log's filters as they sit in the URL; `entity` and `entity_id` are what a "history" link sets. */
export const AUDIT_CODECS: readonly FieldCodec[] = [
  { key: 'user', kind: 'select', valueType: 'number' },
  { key: 'entity', kind: 'select', valueType: 'string' },
  { key: 'entity_id', kind: 'number' },
  { key: 'action', kind: 'select', valueType: 'string' },
  { key: 'time', kind: 'dateRange' },
  // changes (the default: sign-ins would drown them), sessions, or all
  { key: 'kind', kind: 'select', valueType: 'string' },
];

/** The log's kinds as the switch above it offers them; absent from the URL means changes. */
export const AUDIT_KINDS = [AuditKind.CHANGE, AuditKind.SESSION, 'all'] as const;
export type AuditKindChoice = (typeof AUDIT_KINDS)[number];

/** The kind the URL's filters choose: changes unless it says sessions or all. */
export const kindOf = (filters: Filters): AuditKindChoice =>
  filters.kind === AuditKind.SESSION || filters.kind === 'all' ? filters.kind : AuditKind.CHANGE;

/** The filters of the log's calls (list and export), without the paging. */
export type AuditFilterQuery = CallQuery<typeof calls.audit.export>;

const ENTITIES = Object.values(AuditEntity) as string[];
const ACTIONS = Object.values(AuditAction) as string[];

/**
 * The filters of the list and the export for the URL's filters (sign-ins and sign-outs left out unless the kind
 * says otherwise): a value the contract does not know (a hand-edited
 * link) is left out rather than sent to be refused; the days of the range run from the first day's midnight to the
 * midnight after the last day (the call's end is exclusive), in the browser's time zone.
 */
export function auditQuery(filters: Filters): AuditFilterQuery {
  const { user, entity, entity_id, action, time } = filters;
  const kind = kindOf(filters);
  const range = Array.isArray(time) && typeof time[0] === 'string' && typeof time[1] === 'string' ? time : null;
  return {
    user_id: typeof user === 'number' ? user : undefined,
    entity_kind:
      typeof entity === 'string' && ENTITIES.includes(entity) ? (entity as AuditFilterQuery['entity_kind']) : undefined,
    entity_id: typeof entity_id === 'number' ? entity_id : undefined,
    action: typeof action === 'string' && ACTIONS.includes(action) ? (action as AuditFilterQuery['action']) : undefined,
    // a chosen action is narrower than any kind: it wins (a "sign-in" pick is not emptied by the default)
    kind: typeof action === 'string' && ACTIONS.includes(action) ? undefined : kind === 'all' ? undefined : kind,
    time_from: range ? dayjs(range[0]).startOf('day').valueOf() : undefined,
    time_to: range ? dayjs(range[1]).add(1, 'day').startOf('day').valueOf() : undefined,
  };
}

/** The filter form: user (a searchable list of users by shareid), entity type and id, action and days. */
export function auditFields(
  t: TFunction,
  users: readonly Option<number>[],
  userControl: (props: CustomControlProps) => ReactNode,
): SearchField[] {
  const byKey = new Map(AUDIT_CODECS.map((codec) => [codec.key, codec]));
  return [
    {
      ...byKey.get('user')!,
      label: t('audit.filter.user'),
      placement: 'inline',
      span: 3,
      options: users,
      control: userControl,
    },
    {
      ...byKey.get('entity')!,
      label: t('audit.filter.entity'),
      placement: 'inline',
      span: 3,
      options: ENTITIES.map((kind) => ({ value: kind, label: t(`audit.entity.${kind}`) })),
    },
    {
      ...byKey.get('entity_id')!,
      label: t('audit.filter.entityId'),
      placement: 'inline',
      span: 3,
      rule: { min: 1 },
    },
    {
      ...byKey.get('action')!,
      label: t('audit.filter.action'),
      placement: 'inline',
      span: 3,
      options: ACTIONS.map((action) => ({ value: action, label: t(`audit.action.${action}`) })),
    },
    { ...byKey.get('time')!, label: t('audit.filter.time'), placement: 'inline', span: 5 },
  ];
}
