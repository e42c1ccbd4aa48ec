import { Code } from '@adconsole/contract';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { businessMessage } from '../../app/errors';
import { safeRedirect } from '../../app/guard';
import { ApiError } from '../../app/request';
import { startSession } from '../../app/session';
import LanguageSwitch from '../../kit/LanguageSwitch';
import LogoMark from '../../kit/LogoMark';
import native from '../../kit/native.module.css';
import { encodePassword } from '../../lib/encodePassword';
import { SessionKey } from '../../lib/storage';
import { login } from './api';
import LoginBrand from './LoginBrand';
import styles from './LoginPage.module.css';
import RefusalAlert from './RefusalAlert';
import TextField from './TextField';

type Field = 'shareid' | 'password';

/**
 * The login screen: shareid (sent as login_name) and password; Enter or the Login button submits; success follows the
 * redirect parameter. Built from plain elements, not antd, so the login route stays within its bundle budget.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>({ shareid: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [validated, setValidated] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // a session the server ended for a reason the user should know (their user disabled) says so here, once
  const [refusal, setRefusal] = useState<string | null>(() =>
    sessionStorage.getItem(SessionKey.endedBecause) === String(Code.USER_DISABLED) ? t('session.ended.disabled') : null,
  );
  useEffect(() => {
    sessionStorage.removeItem(SessionKey.endedBecause);
  }, []);
  const shareidRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const validate = (next: Record<Field, string>) => {
    const found: Partial<Record<Field, string>> = {};
    if (!next.shareid.trim()) found.shareid = t('session.login.shareidRequired');
    if (!next.password) found.password = t('session.login.passwordRequired');
    return found;
  };

  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Like antd forms: once a field was checked, it re-checks as the user types.
    if (validated || errors[field]) setErrors(validate(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validate(values);
    setValidated(true);
    setErrors(found);
    if (found.shareid || found.password) {
      (found.shareid ? shareidRef : passwordRef).current?.focus();
      return;
    }
    setSubmitting(true);
    setRefusal(null);
    const body = { login_name: values.shareid.trim(), password: encodePassword(values.password) };
    try {
      const answer = await login(body);
      if (answer.code === Code.OK) {
        startSession(answer.data);
        navigate(safeRedirect(params.get('redirect')), { replace: true });
        return;
      }
      setRefusal(businessMessage(answer.code, answer.data, answer.msg));
    } catch (error) {
      // Malformed input answers 400 naming the field and rule; other failures were toasted by the request layer.
      if (error instanceof ApiError && error.status === 400) setRefusal(error.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <LoginBrand />
      <main className={styles.main}>
        <div className={styles.toolbar}>
          <LanguageSwitch />
        </div>
        <div className={styles.formWrap}>
          <section className={styles.card}>
            <div className={styles.cardHead}>
              <div className={styles.compactBrand}>
                <LogoMark size={28} />
                <span>{t('app.name')}</span>
              </div>
              <h1 className={styles.title}>{t('session.login.welcome')}</h1>
              <p className={styles.subtitle}>{t('session.login.subtitle')}</p>
            </div>
            {refusal ? (
              <RefusalAlert text={refusal} closeLabel={t('session.login.dismiss')} onClose={() => setRefusal(null)} />
            ) : null}
            <form className={styles.form} onSubmit={submit} noValidate>
              <TextField
                ref={shareidRef}
                label={t('session.login.shareid')}
                value={values.shareid}
                onChange={change('shareid')}
                error={errors.shareid}
                prefix={<UserOutlined />}
                placeholder={t('session.login.shareidPlaceholder')}
                autoComplete="username"
                autoFocus
              />
              <TextField
                ref={passwordRef}
                label={t('session.login.password')}
                value={values.password}
                onChange={change('password')}
                error={errors.password}
                prefix={<LockOutlined />}
                placeholder={t('session.login.passwordPlaceholder')}
                autoComplete="current-password"
                secret
                revealLabel={t('session.login.showPassword')}
              />
              <button
                type="submit"
                name="login"
                className={`${native.button} ${native.primary} ${native.block} ${styles.submit}`}
                disabled={submitting}
                aria-busy={submitting}
              >
                {submitting ? <span className={native.spinner} aria-hidden /> : null}
                {t('session.login.submit')}
              </button>
            </form>
          </section>
        </div>
      </main>
    </div>
  );
}
