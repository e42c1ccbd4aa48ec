import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayRange, defaultRange, isDayDisabled, rangeShortcuts } from './dateRange';
import type { Option } from './loadMore';
import { useStoredRange } from './useStoredRange';

/** What a report form submits: the day range and the chosen data dimensions. */
export interface ReportQuery {
  range: DayRange;
  dimensions: string[];
}

/** Props of a report form. */
export interface ReportFormProps {
  /** the name the date range is stored under (one per report) */
  storageName: string;
  dimensions: readonly Option<string>[];
  defaultDimensions?: readonly string[];
  /** the longest range that may be picked, in days */
  maxDays?: number;
  onSubmit: (query: ReportQuery) => void;
  /** the report's own filters, after the dimensions */
  children?: ReactNode;
  /** called by Reset, after the range and dimensions went back to their defaults */
  onReset?: () => void;
}

/**
 * A report's query form: a date range (last 3 days by default; last 7, 30 and 90 days as shortcuts; an optional
 * cap) kept under the caller's name, and the data-dimension checkboxes.
 */
export default function ReportForm({
  storageName,
  dimensions,
  defaultDimensions = [],
  maxDays,
  onSubmit,
  children,
  onReset,
}: ReportFormProps) {
  const { t } = useTranslation();
  const [range, setRange] = useStoredRange(storageName, maxDays);
  const [chosen, setChosen] = useState<string[]>([...defaultDimensions]);
  const presets = rangeShortcuts()
    .filter((shortcut) => !maxDays || shortcut.days <= maxDays)
    .map((shortcut) => ({ label: t('kit.report.lastDays', { count: shortcut.days }), value: shortcut.range }));

  return (
    <Form layout="inline" component="div" style={{ rowGap: 12 }} data-testid="report-form">
      <Form.Item label={t('kit.report.range')} extra={maxDays ? t('kit.report.cap', { days: maxDays }) : undefined}>
        <DatePicker.RangePicker
          allowClear={false}
          value={range}
          presets={presets}
          disabledDate={(day, info) => isDayDisabled(day, { from: info?.from, maxDays })}
          onChange={(dates) => {
            if (dates?.[0] && dates[1]) setRange([dates[0].startOf('day'), dates[1].endOf('day')]);
          }}
          aria-label={t('kit.report.range')}
          data-testid="report-range"
        />
      </Form.Item>
      <Form.Item label={t('kit.report.dimensions')}>
        <Checkbox.Group
          options={dimensions.map((d) => ({ value: d.value, label: d.label }))}
          value={chosen}
          onChange={(values) => setChosen(values)}
        />
      </Form.Item>
      {children}
      <Form.Item>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button
            type="primary"
            icon={<SearchOutlined />}
            onClick={() => onSubmit({ range, dimensions: chosen })}
            data-testid="report-submit"
          >
            {t('kit.search.submit')}
          </Button>
          <Button
            onClick={() => {
              setRange(defaultRange());
              setChosen([...defaultDimensions]);
              onReset?.();
            }}
          >
            {t('kit.search.reset')}
          </Button>
        </div>
      </Form.Item>
    </Form>
  );
}
