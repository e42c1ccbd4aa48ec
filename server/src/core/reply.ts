import { Code } from '@adconsole/contract';

/** The success envelope. */
export function ok<T>(data: T): { code: number; msg: string; data: T } {
  return { code: Code.OK, msg: 'success', data };
}
