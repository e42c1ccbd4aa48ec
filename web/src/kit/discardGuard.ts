/** A field as antd's form reports a change of it (value, touch or validation). */
export interface ChangedField {
  touched?: boolean;
}

/**
 * Whether a form change is the user's work: a field the user changed is touched (a value set by the code, a
 * validation run on a form left alone, or the first values never are).
 */
export const isUserEdit = (changed: readonly ChangedField[]): boolean =>
  changed.some((field) => field.touched === true);

/**
 * Closing a drawer or dialog: at once when nothing was changed; else `ask` shows the question and calls back with the
 * answer, and only a yes closes. One question at a time (a second Esc or Back while it shows asks nothing more).
 */
export function discardGate(ask: (answer: (discard: boolean) => void) => void) {
  let asking = false;
  return (dirty: boolean, close: () => void): void => {
    if (asking) return;
    if (!dirty) {
      close();
      return;
    }
    asking = true;
    ask((discard) => {
      asking = false;
      if (discard) close();
    });
  };
}
