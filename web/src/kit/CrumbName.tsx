import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A breadcrumb's record name: the name once known; a small placeholder while it loads (not the `#id` fallback, which
 * flashed before the name came); `#id` when it could not be had (the record is gone, or not readable).
 */
export function CrumbName({
  name,
  id,
  loading,
}: {
  name: string | undefined;
  id: number;
  loading: boolean;
}): ReactNode {
  const { t } = useTranslation();
  if (name !== undefined) return name;
  if (!loading) return `#${id}`;
  return (
    <span role="status" aria-busy="true" aria-label={t('common.loading')} data-testid="crumb-loading">
      <Skeleton.Input active size="small" style={{ width: 96, minWidth: 96, height: 16, verticalAlign: 'middle' }} />
    </span>
  );
}
