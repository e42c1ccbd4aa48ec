import { Code } from '@adconsole/contract';
import { AppError } from './app-error.js';
import { summarise } from './validation-errors.js';

/** A 400 for one field that passed the schema but broke a business rule, in the same shape as schema failures. */
export function fieldError(field: string, rule: string, message: string): AppError {
  const errors = [{ field, rule, message }];
  return new AppError(Code.BAD_REQUEST, summarise(errors), { errors });
}
