import { codePoints } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import { onText, type Problem, ruleOf } from './ruleOf';

/** Why a text is over its limit (counted in characters, code points, as the contract counts), or null. */
export function tooLongProblem(text: string, max: number): Exclude<Problem, string> | null {
  const count = codePoints(text);
  return count > max ? { key: 'kit.limit.tooLong', values: { max, count } } : null;
}

/**
 * A limited text field, the same in every form: the input's props (antd's counter, counted as the rule counts; typing
 * past the limit is not cut, the counter turns red) and the rule that refuses the overflow under the field.
 * `<Form.Item rules={[…, limit.rule]}><Input {...limit.input} /></Form.Item>`.
 */
export function textLimit(t: TFunction, max: number) {
  return {
    input: { count: { show: true, max, strategy: codePoints } },
    rule: ruleOf(
      onText((text) => tooLongProblem(text, max)),
      t,
    ),
  };
}

/** How a required field is filled: typed (enter), picked (choose) or picked several (chooseSome). */
export type RequiredHow = 'enter' | 'choose' | 'chooseSome';

/**
 * A field's name inside a sentence: an English label's first letter lowered ("Role name" → "role name") unless it
 * is part of an acronym ("SHAREid", "H5 URL", "GAID"); Chinese labels stay as they are.
 */
export function fieldWord(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/**
 * The rule of a required field, its message naming the field in the one pattern every form uses: "Enter the role
 * name" / "请输入角色名称", "Choose the platform" / "请选择平台", "Choose at least one account" / "请至少选择一个账户".
 */
export function requiredRule(t: TFunction, label: string, how: RequiredHow = 'enter') {
  const message = t(`kit.required.${how}`, { field: fieldWord(label) });
  // only a typed field says `whitespace`: any key beside `required` makes antd check the value as a string, which
  // refuses a picked date or number however it is filled
  return how === 'enter' ? { required: true, whitespace: true, message } : { required: true, message };
}
