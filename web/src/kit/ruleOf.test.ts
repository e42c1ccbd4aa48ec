import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { onText, ruleOf } from './ruleOf';

// a t that shows the key and the values it was given
const t = ((key: string, values: Record<string, unknown>) =>
  `${key} ${JSON.stringify(values)}`) as unknown as TFunction;

describe('ruleOf', () => {
  it('passes a value the check finds fine, and words a refusal through t with the rule values and its own', async () => {
    const rule = ruleOf((n: number) => (n > 2 ? { key: 'too.big', values: { n } } : null), t, { max: 2 });
    await expect(rule.validator(null, 1)).resolves.toBeUndefined();
    await expect(rule.validator(null, 3)).rejects.toThrow('too.big {"max":2,"n":3}');
  });

  it('reads a cleared text field as empty text through onText', async () => {
    const rule = ruleOf(
      onText((text) => (text === '' ? 'required' : null)),
      t,
    );
    await expect(rule.validator(null, undefined)).rejects.toThrow('required {}');
    await expect(rule.validator(null, 'x')).resolves.toBeUndefined();
  });
});
