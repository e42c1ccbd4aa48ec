/** A detector of `count` clicks within `windowMs`; call the returned function on each click, it answers true on the last. */
export function createClickBurst(count: number, windowMs: number, now: () => number = Date.now): () => boolean {
  let clicks: number[] = [];
  return () => {
    const at = now();
    clicks = [...clicks.filter((time) => at - time < windowMs), at];
    if (clicks.length < count) return false;
    clicks = [];
    return true;
  };
}
