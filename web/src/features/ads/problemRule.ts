import type { TFunction } from 'i18next';
import type { Problem } from './adRules';

/** A Form.Item rule from an ad rule (a problem with its locale key and values, null when fine). */
export function problemRule<V>(check: (value: V) => Problem | null, t: TFunction) {
  return {
    validator: (_: unknown, value: V) => {
      const problem = check(value);
      return problem ? Promise.reject(new Error(t(problem.key, problem.values))) : Promise.resolve();
    },
  };
}

/** A text field's value as the rules read it (a cleared antd input gives undefined). */
export const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));
