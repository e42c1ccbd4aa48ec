import { calls, type MetricLevel } from '@adconsole/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCall } from '../../app/useCall';
import { readSessionJson, writeSessionJson } from '../../lib/storage';
import { type MetricRangeValue, metricRangeOf, metricsById, metricsQuery } from './listMetrics';

// one range for the three lists of a tab: going from a campaign to its ad groups keeps what was picked
const RANGE_KEY = 'list_metrics_range';

/** The range the metric columns read (kept for the tab), and its setter. */
export function useMetricRange(): [MetricRangeValue, (next: MetricRangeValue) => void] {
  const [value, setValue] = useState(() => metricRangeOf(readSessionJson(RANGE_KEY)));
  const update = (next: MetricRangeValue) => {
    writeSessionJson(RANGE_KEY, next);
    setValue(next);
  };
  return [value, update];
}

/** The metrics of a list page's rows over the range, by id; `loading` while the range's figures are on their way. */
export function useListMetrics(level: MetricLevel, ids: readonly number[], range: MetricRangeValue) {
  const query = useMemo(() => metricsQuery(level, ids, range), [level, ids, range]);
  const answer = useCall(calls.listMetrics.metrics, query, { placeholderData: keepPreviousData });
  const byId = useMemo(() => metricsById(answer.data), [answer.data]);
  return { byId, loading: answer.isFetching, failed: answer.isError };
}
