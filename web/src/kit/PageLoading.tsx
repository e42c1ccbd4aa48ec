import { useTranslation } from 'react-i18next';
import styles from './native.module.css';

/** Full-area spinner shown while a page chunk or the session is loading (plain CSS: it shows before antd loads). */
export default function PageLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 240, height: '100%' }}
    >
      <span className={styles.bigSpinner} />
    </div>
  );
}
