import { DirectoryLimits, Limits } from '@adconsole/contract';
import type { FormInstance } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** The password rules, as the create and reset forms show them while the administrator types. */
export const PASSWORD_MIN = DirectoryLimits.PASSWORD_MIN;

/** One rule of a new password. */
export type PasswordRule = 'min' | 'max' | 'notShareid';

/** The rules in the order the form lists them; `max` is only listed once it is broken (it rarely matters). */
export const PASSWORD_RULES: readonly PasswordRule[] = ['min', 'notShareid', 'max'];

/** Whether each rule holds for a password of the given user (the shareid compared trimmed, case-insensitively). */
export function passwordChecks(password: string, shareid: string): Record<PasswordRule, boolean> {
  const length = [...password].length;
  const name = shareid.trim().toLowerCase();
  return {
    min: length >= PASSWORD_MIN,
    max: length <= Limits.PASSWORD_MAX,
    notShareid: password.length > 0 && (name === '' || password.trim().toLowerCase() !== name),
  };
}

/** The first broken rule of a password, or null when it may be sent. */
export function brokenPasswordRule(password: string, shareid: string): PasswordRule | null {
  const checks = passwordChecks(password, shareid);
  return PASSWORD_RULES.find((rule) => !checks[rule]) ?? null;
}

/** The rules of a new password's field: required (`required` is its message), then the first broken rule named. */
export function newPasswordRules(t: TFunction, required: string, shareid: string) {
  return [
    { required: true, message: required },
    {
      validator: async (_: unknown, value: string) => {
        const broken = value ? brokenPasswordRule(value, shareid) : null;
        if (broken)
          throw new Error(t(`directory.password.rule.${broken}`, { min: PASSWORD_MIN, max: Limits.PASSWORD_MAX }));
      },
    },
  ];
}

/** The rules of its confirmation: required, and the same as the `password` field (`mismatch` says it is not). */
export function confirmPasswordRules(form: FormInstance, messages: { required: string; mismatch: string }) {
  return [
    { required: true, message: messages.required },
    {
      validator: async (_: unknown, value: string) => {
        if (value && value !== form.getFieldValue('password')) throw new Error(messages.mismatch);
      },
    },
  ];
}
