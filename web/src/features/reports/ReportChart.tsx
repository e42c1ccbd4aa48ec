import type { ReportMetric } from '@adconsole/contract';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPoint } from './reportView';

// Colours of the lines (one per currency) with at least 3:1 contrast on white, the brand colour first.
const COLOURS = ['#3d5afe', '#b35c00', '#2b7a0b', '#9c27b0'];

/** Props of the chart: the points (every day of the range), the currencies (one line each), the metric. */
export interface ReportChartProps {
  points: ChartPoint[];
  currencies: string[];
  metric: ReportMetric;
  /** the chart's accessible name (what it shows over which days) */
  label: string;
  /** a value as the table shows it */
  format: (value: number) => string;
}

/**
 * The chosen metric over the range, day by day, a line per currency. Loaded with the report route only (recharts is
 * not in the sign-in page's bundle).
 */
export default function ReportChart({ points, currencies, metric, label, format }: ReportChartProps) {
  return (
    <figure
      role="img"
      aria-label={label}
      style={{ margin: 0, height: 280, overflow: 'hidden' }}
      data-testid="report-chart"
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 24, bottom: 4, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5e8ef" />
          <XAxis dataKey="stat_date" tick={{ fontSize: 12, fill: 'rgba(0,0,0,0.65)' }} minTickGap={24} />
          <YAxis
            tick={{ fontSize: 12, fill: 'rgba(0,0,0,0.65)' }}
            width={72}
            tickFormatter={(value: number) => format(value)}
          />
          <Tooltip formatter={(value) => (typeof value === 'number' ? format(value) : String(value ?? '-'))} />
          {currencies.length > 1 ? <Legend /> : null}
          {currencies.map((currency, i) => (
            <Line
              key={currency}
              type="monotone"
              dataKey={currency}
              name={`${currency}`}
              stroke={COLOURS[i % COLOURS.length]}
              strokeWidth={2}
              dot={points.length <= 31}
              connectNulls={false}
              isAnimationActive={false}
              data-metric={metric}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
