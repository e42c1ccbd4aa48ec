import { useSearchParams } from 'react-router';

const PARAM = 'queue';
const REVIEW = 'review';

/**
 * Whether the library shows its review queue (materials in review, with approve and reject). It lives in the URL
 * beside the filters, so a reviewer can share or reload the queue, but outside them: "clear all" keeps the queue.
 */
export function useReviewQueue(allowed: boolean): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const on = allowed && params.get(PARAM) === REVIEW;
  const set = (next: boolean) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set(PARAM, REVIEW);
    else updated.delete(PARAM);
    // a different list starts on its first page
    updated.delete('page');
    setParams(updated);
  };
  return [on, set];
}
