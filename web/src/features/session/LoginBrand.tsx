import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { useTranslation } from 'react-i18next';
import LogoMark from '../../kit/LogoMark';
import styles from './LoginPage.module.css';

const SLOGANS = ['targeting', 'siteBuilding', 'adOs', 'monitoring'] as const;

/** The brand panel beside the login form (hidden on narrow screens), with the product's four slogans. */
export default function LoginBrand() {
  const { t } = useTranslation();
  return (
    <aside className={styles.brand}>
      <div className={styles.brandName}>
        <LogoMark size={36} />
        <span>{t('app.name')}</span>
      </div>
      <div>
        <h2 className={styles.brandTitle}>{t('session.login.brandTitle')}</h2>
        <p className={styles.brandText}>{t('session.login.brandText')}</p>
        <ul className={styles.brandList}>
          {SLOGANS.map((key) => (
            <li key={key}>
              <CheckCircleFilled className={styles.brandCheck} />
              {t(`home.slogan.${key}.title`)}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.brandFoot}>{t('session.login.copyright')}</div>
    </aside>
  );
}
