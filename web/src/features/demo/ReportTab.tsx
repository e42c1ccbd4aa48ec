import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeDays } from '../../kit/dateRange';
import ReportForm, { type ReportQuery } from '../../kit/ReportForm';

const DIMENSIONS = ['date', 'app', 'adPosition', 'country', 'adType'] as const;
// A report of more than a quarter would be slow; the demo shows the cap at work.
const MAX_DAYS = 90;

/** The report form: date range with shortcuts and a 90-day cap, stored under its own name, and the dimensions. */
export default function ReportTab() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<ReportQuery | null>(null);
  const dimensionLabel = (key: string) => t(`demo.tabs.report.dimension.${key}`);
  return (
    <Card title={t('demo.tabs.report.title')}>
      <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.55)' }}>{t('demo.tabs.report.hint')}</p>
      <ReportForm
        storageName="demo.report"
        maxDays={MAX_DAYS}
        dimensions={DIMENSIONS.map((key) => ({ value: key, label: dimensionLabel(key) }))}
        defaultDimensions={['date']}
        onSubmit={setQuery}
      />
      {query ? (
        <Descriptions
          bordered
          size="small"
          column={1}
          style={{ marginTop: 20, maxWidth: 640 }}
          data-testid="report-summary"
        >
          <Descriptions.Item label={t('kit.report.range')}>
            {t('demo.tabs.report.summary', {
              from: query.range[0].format('YYYY-MM-DD'),
              to: query.range[1].format('YYYY-MM-DD'),
              days: rangeDays(query.range),
            })}
          </Descriptions.Item>
          <Descriptions.Item label={t('kit.report.dimensions')}>
            {query.dimensions.length
              ? query.dimensions.map(dimensionLabel).join(t('demo.tabs.report.separator'))
              : t('common.none')}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Card>
  );
}
