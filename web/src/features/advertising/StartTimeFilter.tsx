import DatePicker from 'antd/es/date-picker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CustomControlProps } from '../../kit/searchFields';
import TabLeaves from '../../kit/TabLeaves';
import { isFutureDay, startTimeShortcuts } from './startTime';

const DAY = 'YYYY-MM-DD';

/** The campaign list's start-time filter: a day range with no future days and the today/yesterday/a-week-ago shortcuts. */
export default function StartTimeFilter({ value, onChange, ...labels }: CustomControlProps) {
  const { t } = useTranslation();
  const pair = Array.isArray(value) && value.length === 2 ? (value as [string, string]) : undefined;
  return (
    <TabLeaves>
      <DatePicker.RangePicker
        allowClear
        style={{ width: '100%' }}
        aria-label={labels['aria-label']}
        data-testid={labels['data-testid']}
        value={pair ? [dayjs(pair[0]), dayjs(pair[1])] : null}
        disabledDate={(day) => isFutureDay(day)}
        presets={startTimeShortcuts().map(({ key, range }) => ({
          label: t(`campaigns.startTime.${key}`),
          value: range,
        }))}
        onChange={(dates) =>
          onChange(dates?.[0] && dates[1] ? [dates[0].format(DAY), dates[1].format(DAY)] : undefined)
        }
      />
    </TabLeaves>
  );
}
