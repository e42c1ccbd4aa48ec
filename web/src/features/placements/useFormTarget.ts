import { useState } from 'react';

/** The entry a form dialog is open on (null: a new one), with a count that remounts the form on every opening. */
export interface FormTarget<T> {
  opening: number;
  entry: T | null;
}

/** Which entry the list's add/edit dialog shows, if it is open; each opening starts from the entry's values. */
export function useFormTarget<T>() {
  const [target, setTarget] = useState<FormTarget<T> | null>(null);
  return {
    target,
    open: (entry: T | null) => setTarget((current) => ({ opening: (current?.opening ?? 0) + 1, entry })),
    close: () => setTarget(null),
  };
}
