import { Limits } from '@adconsole/contract';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { textColor } from '../../kit/theme';
import { PASSWORD_MIN, PASSWORD_RULES, passwordChecks } from './passwordRules';

/** Props of the password input: controlled by its Form.Item, with the shareid the password may not be. */
export interface PasswordRulesInputProps {
  value?: string;
  onChange?: (value: string) => void;
  shareid: string;
  onPressEnter?: () => void;
  id?: string;
  'data-testid'?: string;
  [aria: `aria-${string}`]: unknown;
}

/** A new password, with its rules listed under it and ticked off as the administrator types. */
export default function PasswordRulesInput({ value = '', onChange, shareid, ...field }: PasswordRulesInputProps) {
  const { t } = useTranslation();
  const checks = passwordChecks(value, shareid);
  const listed = PASSWORD_RULES.filter((rule) => rule !== 'max' || !checks.max);
  return (
    <>
      <Input.Password
        {...field}
        value={value}
        autoComplete="new-password"
        maxLength={Limits.PASSWORD_MAX + 1}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <ul
        aria-label={t('directory.password.rules')}
        aria-live="polite"
        style={{ listStyle: 'none', margin: '6px 0 0', padding: 0, display: 'flex', gap: 16, flexWrap: 'wrap' }}
        data-testid="password-rules"
      >
        {listed.map((rule) => (
          <li
            key={rule}
            data-rule={rule}
            data-met={checks[rule]}
            style={{ color: checks[rule] ? textColor.success : textColor.muted, fontSize: 13 }}
          >
            {checks[rule] ? (
              <CheckCircleFilled aria-label={t('directory.password.met')} />
            ) : (
              <CloseCircleOutlined aria-label={t('directory.password.unmet')} />
            )}{' '}
            {t(`directory.password.rule.${rule}`, { min: PASSWORD_MIN, max: Limits.PASSWORD_MAX })}
          </li>
        ))}
      </ul>
    </>
  );
}
