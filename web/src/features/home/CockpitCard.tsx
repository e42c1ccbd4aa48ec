import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Cockpit.module.css';

/** One card of the cockpit: a title with its count, the rows (or the empty text), and a link to the card's screen. */
export default function CockpitCard({
  id,
  title,
  total,
  to,
  empty,
  children,
}: {
  id: string;
  title: string;
  total: number;
  to: string;
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby={`cockpit-${id}-title`} data-testid={`cockpit-${id}`}>
      <header className={styles.cardHead}>
        <h2 id={`cockpit-${id}-title`} className={styles.cardTitle}>
          {title}
          <span className={styles.count} data-testid={`cockpit-${id}-total`}>
            {total}
          </span>
        </h2>
        <Link to={to} className={styles.more} data-testid={`cockpit-${id}-link`}>
          {t('home.cockpit.open')}
          <span className={styles.srOnly}> {title}</span> <ArrowRightOutlined />
        </Link>
      </header>
      {total === 0 ? (
        <p className={styles.empty} data-testid={`cockpit-${id}-empty`}>
          {empty}
        </p>
      ) : (
        <ul className={styles.rows}>{children}</ul>
      )}
    </section>
  );
}
