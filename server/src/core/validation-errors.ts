import type { FieldError } from '@adconsole/contract';

interface RawIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns Fastify/zod validation issues into `{field, rule, message}` rows that name the field and the rule. */
export function toFieldErrors(issues: RawIssue[], context?: string): FieldError[] {
  return issues.map((issue) => {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const missing = typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : '';
    const field = path || missing || context || 'body';
    return { field, rule: issue.keyword ?? 'invalid', message: issue.message ?? 'invalid value' };
  });
}

/** One line for `msg`: every failed field with its rule. */
export function summarise(errors: FieldError[]): string {
  return `invalid input: ${errors.map((e) => `${e.field} (${e.rule}): ${e.message}`).join('; ')}`;
}
