import {
  AUDIENCE_BUSY_STATUSES,
  AudienceLimits,
  type AudienceListAnswer,
  type AudienceListQuery,
  calls,
} from '@adconsole/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useCall } from '../../app/useCall';
import { audienceRefusal } from './refusals';

/** What an audience change answers (its refusals worded by the area) and refetches: every audience query. */
export const audienceChange = { refusals: { text: audienceRefusal }, invalidates: [['audiences']] };

/** True while a package is being imported, generated or deleted. */
export const isBusy = (status: number) => AUDIENCE_BUSY_STATUSES.includes(status);

/** How often the list asks again: while a shown package is busy, every 2 s; otherwise never. */
export function refreshInterval(answer: AudienceListAnswer | undefined): number | false {
  return answer?.list.some((item) => isBusy(item.status)) ? AudienceLimits.BUSY_REFRESH_MS : false;
}

/** One page of the audience list; it refreshes itself while a shown package is busy. */
export function useAudiencePage(query: AudienceListQuery) {
  return useCall(calls.audiences.list, query, {
    placeholderData: keepPreviousData,
    refetchInterval: (q) => refreshInterval(q.state.data),
  });
}

/** One package with its import report (refreshing too while it is busy). */
export function useAudienceDetail(id: number | null) {
  return useCall(calls.audiences.detail, id === null ? null : { id }, {
    refetchInterval: (q) => (q.state.data && isBusy(q.state.data.status) ? AudienceLimits.BUSY_REFRESH_MS : false),
  });
}
