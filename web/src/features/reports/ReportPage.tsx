import {
  calls,
  REPORT_METRICS,
  type ReportQuery as ReportCallBody,
  type ReportDimension,
  type ReportMetric,
} from '@adconsole/contract';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { keepPreviousData } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Breadcrumb from 'antd/es/breadcrumb';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFile } from '../../app/request';
import { useCall } from '../../app/useCall';
import { capRange, type DayRange, defaultRange, loadRange } from '../../kit/dateRange';
import { toastSuccess } from '../../kit/feedback';
import ListPagination from '../../kit/ListPagination';
import ListTable from '../../kit/ListTable';
import ReportForm from '../../kit/ReportForm';
import { textColor } from '../../kit/theme';
import { currentLanguage } from '../../lib/language';
import { saveFile } from '../../lib/saveFile';
import { useCountries } from '../../shared/lookups/api';
import ReportFilterFields, { NO_PICKS, type PickedFilters } from './ReportFilterFields';
import { type ReportSort, reportColumns, type TableRow } from './reportColumns';
import { chartPoints, DIMENSIONS, dayText, isRate, MAX_DAYS, metricText, pointsSum, RANGE_STORAGE } from './reportView';

// recharts comes with this route's chart only, after the form and the table
const ReportChart = lazy(() => import('./ReportChart'));

interface Submitted {
  range: DayRange;
  dimensions: ReportDimension[];
  picks: PickedFilters;
}

const PAGE_SIZE = 50;
const defaultSort = (dimensions: readonly ReportDimension[]): ReportSort =>
  dimensions.includes('date') ? { by: 'date', order: 'asc' } : { by: 'spend', order: 'desc' };

/**
 * /report/delivery: the delivery report. The form (range, dimensions, filters) on top, the chosen metric's line over
 * the range, then the grouped rows with their totals per currency, sortable and paged, and the CSV export of all rows.
 */
export default function ReportPage() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [submitted, setSubmitted] = useState<Submitted>(() => ({
    range: capRange(loadRange(RANGE_STORAGE) ?? defaultRange(), MAX_DAYS),
    dimensions: ['date'],
    picks: NO_PICKS,
  }));
  const [picks, setPicks] = useState<PickedFilters>(NO_PICKS);
  const [sort, setSort] = useState<ReportSort>(() => defaultSort(['date']));
  const [page, setPage] = useState({ no: 1, size: PAGE_SIZE });
  const [metric, setMetric] = useState<ReportMetric>('impressions');
  const [exporting, setExporting] = useState(false);
  const countries = useCountries();

  const filters = useMemo(() => {
    const { range, dimensions, picks: p } = submitted;
    return {
      from: dayText(range[0]),
      to: dayText(range[1]),
      dimensions,
      account_ids: p.account === undefined ? [] : [p.account],
      campaign_ids: p.campaigns.map((c) => c.value),
      ad_group_ids: p.adGroups.map((g) => g.value),
      ad_ids: p.ads.map((a) => a.value),
      sort_by: sort.by,
      sort_order: sort.order,
    } satisfies Omit<ReportCallBody, 'page_no' | 'page_size'>;
  }, [submitted, sort]);
  const report = useCall(
    calls.reports.query,
    { ...filters, page_no: page.no, page_size: page.size },
    { placeholderData: keepPreviousData },
  );
  const data = report.data;

  const countryName = (code: string) => {
    const found = countries.data?.find((c) => c.Key === code);
    return found ? (locale === 'zh-CN' ? found.name_zh : found.name_en) : code;
  };
  const columns = reportColumns(submitted.dimensions, { t, locale, sort, countryName });
  const rows: TableRow[] | undefined = data?.list.map((row, i) => ({ ...row, key: `${page.no}-${i}` }));
  const currencies = data?.totals.map((total) => total.currency) ?? [];
  const points = data ? chartPoints(data.days, submitted.range, metric, currencies) : [];
  const format = (value: number) => metricText({ [metric]: value } as never, metric, locale);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await apiFile(calls.reports.export, { ...filters, lang: locale });
      saveFile(file.blob, file.fileName ?? 'report.csv');
      toastSuccess(t('reports.exported'));
    } catch {
      // the request layer has told the user
    } finally {
      setExporting(false);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Breadcrumb items={[{ title: t('menu.report') }, { title: t('menu.report.delivery') }]} />
      <Card styles={{ body: { padding: '16px 20px' } }}>
        <ReportForm
          storageName={RANGE_STORAGE}
          maxDays={MAX_DAYS}
          dimensions={DIMENSIONS.map((d) => ({ value: d, label: t(`reports.dimension.${d}`) }))}
          defaultDimensions={['date']}
          onSubmit={({ range, dimensions }) => {
            const chosen = DIMENSIONS.filter((d) => dimensions.includes(d));
            setSubmitted({ range, dimensions: chosen, picks });
            setSort((current) =>
              DIMENSIONS.includes(current.by as ReportDimension) && !chosen.includes(current.by as ReportDimension)
                ? defaultSort(chosen)
                : current,
            );
            setPage((p) => ({ ...p, no: 1 }));
          }}
          onReset={() => setPicks(NO_PICKS)}
        >
          <ReportFilterFields value={picks} onChange={setPicks} />
        </ReportForm>
        <p style={{ margin: '12px 0 0', color: textColor.muted, fontSize: 13 }}>{t('reports.intro')}</p>
      </Card>

      <Card
        title={t('reports.chart.title')}
        styles={{ body: { padding: 20 } }}
        extra={
          <Select<ReportMetric>
            value={metric}
            onChange={setMetric}
            style={{ width: 150 }}
            aria-label={t('reports.chart.metric')}
            data-testid="report-chart-metric"
            options={REPORT_METRICS.map((m) => ({ value: m, label: t(`reports.metric.${m}`) }))}
          />
        }
      >
        {!data ? (
          <div style={{ height: 280 }} aria-busy="true" />
        ) : data.total === 0 ? (
          <Empty description={t('reports.chart.noData')} style={{ padding: '60px 0' }} />
        ) : (
          <>
            <Suspense
              fallback={<div style={{ height: 280, color: textColor.muted }}>{t('reports.chart.loading')}</div>}
            >
              <ReportChart
                points={points}
                currencies={currencies}
                metric={metric}
                format={format}
                label={t('reports.chart.label', {
                  metric: t(`reports.metric.${metric}`),
                  from: filters.from,
                  to: filters.to,
                })}
              />
            </Suspense>
            <div
              style={{ display: 'flex', gap: 24, marginTop: 8, color: textColor.muted }}
              data-testid="report-chart-sum"
            >
              {data.totals.map((total) => (
                <span key={total.currency} data-currency={total.currency}>
                  {total.currency}{' '}
                  {isRate(metric)
                    ? t('reports.chart.rateOfRange', { value: metricText(total, metric, locale) })
                    : t('reports.chart.sum', { value: format(pointsSum(points, total.currency)) })}
                </span>
              ))}
            </div>
          </>
        )}
      </Card>

      <Card
        title={t('reports.table.title')}
        styles={{ body: { padding: 20 } }}
        extra={
          <Button
            icon={<DownloadOutlined />}
            onClick={exportCsv}
            loading={exporting}
            disabled={!data?.total}
            data-testid="report-export"
          >
            {t('reports.export')}
          </Button>
        }
      >
        {report.isError ? (
          <Alert type="error" showIcon title={t('errors.default')} style={{ marginBottom: 12 }} />
        ) : null}
        <ListTable<TableRow>
          rowKey="key"
          rows={rows}
          columns={columns}
          loading={report.isFetching}
          scroll={{ x: 'max-content' }}
          empty={<Empty description={t('reports.empty')} />}
          data-testid="report-table"
          onChange={(_pagination, _filters, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const by = one?.columnKey as ReportSort['by'] | undefined;
            setSort(
              by && one?.order
                ? { by, order: one.order === 'ascend' ? 'asc' : 'desc' }
                : defaultSort(submitted.dimensions),
            );
            setPage((p) => ({ ...p, no: 1 }));
          }}
          summary={() =>
            data?.totals.length ? (
              <Table.Summary fixed="bottom">
                {data.totals.map((total) => (
                  <Table.Summary.Row key={total.currency} data-testid={`report-totals-${total.currency}`}>
                    <Table.Summary.Cell index={0} colSpan={submitted.dimensions.length || 1}>
                      <strong>
                        {t('reports.totals')}
                        {submitted.dimensions.length ? '' : ` ${total.currency}`}
                      </strong>
                    </Table.Summary.Cell>
                    {submitted.dimensions.length ? (
                      <Table.Summary.Cell index={submitted.dimensions.length}>{total.currency}</Table.Summary.Cell>
                    ) : null}
                    {REPORT_METRICS.map((m, i) => (
                      <Table.Summary.Cell key={m} index={submitted.dimensions.length + 1 + i} align="right">
                        <strong data-metric={m}>{metricText(total, m, locale)}</strong>
                      </Table.Summary.Cell>
                    ))}
                  </Table.Summary.Row>
                ))}
              </Table.Summary>
            ) : null
          }
        />
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 16 }}>
          <span style={{ color: textColor.muted }} data-testid="report-rows">
            {data ? t('reports.rows', { count: data.total }) : null}
          </span>
          {data && data.total > page.size ? (
            <ListPagination
              total={data.total}
              page={page.no}
              pageSize={page.size}
              onChange={(no, size) => setPage({ no, size })}
            />
          ) : null}
        </div>
      </Card>
    </div>
  );
}
