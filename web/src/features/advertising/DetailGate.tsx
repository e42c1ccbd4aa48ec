import type { UseQueryResult } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Shows a detail once it is loaded: a spinner before, an error with a retry if it failed. */
export default function DetailGate<T>({
  query,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** the locale key of the failure */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t(failed)}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (query.data === undefined) {
    return (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
