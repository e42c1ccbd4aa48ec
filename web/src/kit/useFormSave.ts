import type { FieldError } from '@adconsole/contract';
import type { FormInstance } from 'antd/es/form';
import { type KeyboardEvent, useState } from 'react';
import { toastSuccess } from './feedback';

/** How a save ended, as the scaffold reads it (the app's `Outcome` is one): done, or refused. */
export type SaveEnding<T> = { ok: true; data: T } | { ok: false; fields: readonly FieldError[]; text: string | null };

/** A server's refusal of one field, as antd's `setFields` shows it under the field. */
export interface FieldRefusalShown {
  name: string | (string | number)[];
  errors: string[];
}

/** The text of a refusal: its own text, else every field the 400 named. */
export const refusalText = (ending: { text: string | null; fields: readonly FieldError[] }) =>
  ending.text ?? ending.fields.map((field) => `${field.field}: ${field.message}`).join('; ');

/** Ctrl/Cmd+Enter submits the form from anywhere in it. */
export const submitOnCtrlEnter = (submit: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    submit();
  }
};

/**
 * The save frame of a page or drawer form: one refusal line (cleared by any change, set to `invalid` when the form's
 * own rules refuse), a server's field errors under their fields, the success toast, Ctrl/Cmd+Enter to submit.
 * Spread `formProps` on the Form and show `refusal` where the form shows it.
 */
export function useFormSave<V>(form: FormInstance<V>, { invalid = null }: { invalid?: string | null } = {}) {
  const [refusal, setRefusal] = useState<string | null>(null);

  /**
   * Waits for a save and settles it: done, toasts `saved` and answers the ending; refused, shows the field errors
   * `place` puts under their fields (the refusal line then says `invalid`, unless the refusal has its own text) or
   * else the refusal's text, and answers the ending for the caller to stop.
   */
  const settle = async <E extends SaveEnding<unknown>>(
    sent: Promise<E>,
    saved: string,
    place?: (refused: Extract<E, { ok: false }>) => FieldRefusalShown[],
  ): Promise<E> => {
    setRefusal(null);
    const ending = await sent;
    if (ending.ok) {
      toastSuccess(saved);
      return ending;
    }
    const placed = place?.(ending as Extract<E, { ok: false }>) ?? [];
    if (placed.length) form.setFields(placed.map(({ name, errors }) => ({ name: name as never, errors })));
    setRefusal(ending.text ?? (placed.length && invalid ? invalid : refusalText(ending)));
    return ending;
  };

  return {
    refusal,
    setRefusal,
    settle,
    formProps: {
      onFinishFailed: () => setRefusal(invalid),
      onValuesChange: () => setRefusal(null),
      onKeyDown: submitOnCtrlEnter(() => form.submit()),
    },
  };
}
