import type { AuditEntityKind } from '@adconsole/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../app/access';
import { auditPathFor } from './historyPath';

export interface HistoryLinkProps {
  entity: AuditEntityKind;
  id: number;
  /** the entity's name, for the link's accessible name */
  name?: string;
}

/**
 * "History": opens the audit log filtered to one entity. Shown only to administrators, the only role the log's calls
 * answer (a role merely granted the page would open an empty, refused screen).
 */
export default function HistoryLink({ entity, id, name }: HistoryLinkProps) {
  const { t } = useTranslation();
  const access = useAccess();
  if (!access.isAdmin) return null;
  return (
    <Link
      to={auditPathFor(entity, id)}
      aria-label={t('audit.historyOf', { name: name ?? `#${id}` })}
      data-testid="history-link"
    >
      {t('audit.history')}
    </Link>
  );
}
