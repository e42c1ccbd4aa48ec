import type { TFunction } from 'i18next';

/** Why a value is refused: a locale key, or a locale key with the values it names. */
export type Problem = string | { key: string; values?: Record<string, string | number> };

/**
 * A Form.Item rule from a check that answers what is wrong with the field's value (null when fine), worded through
 * `t` with `values` (and the problem's own values).
 */
export function ruleOf<V>(check: (value: V) => Problem | null, t: TFunction, values: Record<string, unknown> = {}) {
  return {
    validator: (_: unknown, value: V) => {
      const problem = check(value);
      if (problem === null) return Promise.resolve();
      const [key, own] = typeof problem === 'string' ? [problem, {}] : [problem.key, problem.values ?? {}];
      return Promise.reject(new Error(t(key, { ...values, ...own })));
    },
  };
}

/** A text field's value as the rules read it (a cleared antd input gives undefined). */
export const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** A check of text as a check of a field's value: `ruleOf(onText(nameProblem), t)`. */
export const onText =
  <P>(check: (text: string) => P) =>
  (value: unknown): P =>
    check(textOf(value));
