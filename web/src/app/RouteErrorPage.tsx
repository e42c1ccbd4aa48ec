import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import styles from '../kit/native.module.css';
import { browser } from '../lib/browser';
import { FeLogType, reportFeLog } from './feLog';
import { HOME_PATH } from './guard';
import { ApiError } from './request';

/**
 * Shown when a page or the session guard fails: says so plainly and offers a reload and the way home; the failure is
 * reported. Each page route has its own, so the console's frame (menu, header) stays around a failing page.
 */
export default function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    // API failures were reported (and toasted) by the request layer already.
    if (error instanceof ApiError) return;
    const message = error instanceof Error ? error.message : String(error);
    reportFeLog({ log_type: FeLogType.UNHANDLED, path: location.href, other: { kind: 'route', message } });
  }, [error]);

  return (
    <div role="alert" style={{ padding: '96px 24px', textAlign: 'center' }}>
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden focusable="false">
        <circle cx="36" cy="36" r="34" fill="#fff7e6" stroke="#ffd591" strokeWidth="2" />
        <rect x="33" y="18" width="6" height="24" rx="3" fill="#fa8c16" />
        <circle cx="36" cy="51" r="4" fill="#fa8c16" />
      </svg>
      <h1 style={{ margin: '20px 0 8px', fontSize: 22, fontWeight: 600 }}>{t('common.error.title')}</h1>
      <p style={{ margin: '0 auto 24px', maxWidth: 460, color: 'rgba(0,0,0,0.55)' }}>
        {error instanceof ApiError ? t('session.menuLoadFailed') : t('common.error.description')}
      </p>
      <div style={{ display: 'inline-flex', gap: 12 }}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={browser.reload}>
          {t('common.reload')}
        </button>
        {/* a way out that does not depend on the failing page */}
        <Link to={HOME_PATH} className={styles.button} data-testid="route-error-home">
          {t('common.backHome')}
        </Link>
      </div>
    </div>
  );
}
