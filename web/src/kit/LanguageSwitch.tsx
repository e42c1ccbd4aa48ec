import { LANGUAGES } from '@adconsole/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../lib/language';
import styles from './LanguageSwitch.module.css';

/** zh-CN / en-US switch; choosing the other language stores it and reloads the page. Plain buttons: the login route has no antd. */
export default function LanguageSwitch() {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <fieldset className={styles.switch} data-testid="lang-switch">
      <legend className={styles.legend}>{t('common.language')}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          name={`language-${language}`}
          lang={language}
          aria-pressed={language === active}
          className={`${styles.option} ${language === active ? styles.active : ''}`}
          onClick={() => switchLanguage(language)}
        >
          {t(`common.language.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}
