/**
 * The fields a partial update sent: a key left out arrives as undefined and must keep the stored value, so it is
 * dropped before the patch is spread over the row.
 */
export function givenFields<T extends object>(patch: T) {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as { [k: string]: T[keyof T] };
}
