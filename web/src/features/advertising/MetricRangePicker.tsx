import { METRIC_RANGES, type MetricRange } from '@adconsole/contract';
import DatePicker from 'antd/es/date-picker';
import Select from 'antd/es/select';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { MetricRangeValue } from './listMetrics';
import { isFutureDay } from './startTime';

const DAY = 'YYYY-MM-DD';

/**
 * The toolbar's range for the metric columns: today, yesterday, the last 7 or 30 days (each in the campaign's time
 * zone), or custom days.
 */
export default function MetricRangePicker({
  value,
  onChange,
}: {
  value: MetricRangeValue;
  onChange: (next: MetricRangeValue) => void;
}) {
  const { t } = useTranslation();
  const today = dayjs().format(DAY);
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }} data-testid="metric-range">
      <span id="metric-range-label">{t('campaigns.metrics.range')}</span>
      <Select<MetricRange>
        aria-labelledby="metric-range-label"
        style={{ width: 150 }}
        value={value.range}
        data-testid="metric-range-select"
        options={METRIC_RANGES.map((range) => ({ value: range, label: t(`campaigns.metrics.rangeName.${range}`) }))}
        onChange={(range) =>
          onChange(range === 'custom' ? { range, from: value.from ?? today, to: value.to ?? today } : { range })
        }
      />
      {value.range === 'custom' ? (
        <DatePicker.RangePicker
          aria-label={t('campaigns.metrics.customDays')}
          data-testid="metric-range-days"
          allowClear={false}
          value={[dayjs(value.from ?? today), dayjs(value.to ?? today)]}
          disabledDate={(day) => isFutureDay(day)}
          onChange={(dates) => {
            if (dates?.[0] && dates[1])
              onChange({ range: 'custom', from: dates[0].format(DAY), to: dates[1].format(DAY) });
          }}
        />
      ) : null}
    </span>
  );
}
