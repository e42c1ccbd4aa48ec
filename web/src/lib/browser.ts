/** Page-level effects in one replaceable place, so unit tests can observe a reload instead of performing it. */
export const browser = {
  reload: (): void => window.location.reload(),
};
