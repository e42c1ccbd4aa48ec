import type { AudienceImportReport, AudienceRule } from '@adconsole/contract';
import { ID_KIND_NAMES } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Descriptions from 'antd/es/descriptions';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../kit/format';
import { textColor } from '../../kit/theme';
import { useAudienceDetail } from './api';
import { warningText } from './labels';

const SAMPLES_SHOWN = 10;

/**
 * An import report: counts, lines per kind, the kind warning (or why a rule matched no device) and the first invalid
 * lines (masked by the server).
 */
export function ImportReportView({ report, rule }: { report: AudienceImportReport; rule?: AudienceRule | null }) {
  const { t } = useTranslation();
  const noDevice = report.warning === 'no_events' || report.warning === 'no_match';
  const kind = (name: string) => t(`audiences.kind.${name}`);
  const samples = report.invalid_samples.slice(0, SAMPLES_SHOWN);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="import-report">
      {report.warning === 'kind_mismatch' && report.looks_like ? (
        <Alert
          type="warning"
          showIcon
          title={t('audiences.report.looksLike', {
            kind: kind(report.looks_like),
            expected: kind(report.expected_kind),
          })}
        />
      ) : null}
      {noDevice ? (
        <Alert
          type="warning"
          showIcon
          title={warningText(t, { import_warning: report.warning, user_cluster_rule: rule ?? null })}
          data-testid="import-report-warning"
        />
      ) : null}
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('audiences.report.count')}>{formatNumber(report.count)}</Descriptions.Item>
        <Descriptions.Item label={t('audiences.report.lines')}>{formatNumber(report.lines_read)}</Descriptions.Item>
        <Descriptions.Item label={t('audiences.report.valid')}>{formatNumber(report.valid)}</Descriptions.Item>
        <Descriptions.Item label={t('audiences.report.invalid')}>{formatNumber(report.invalid)}</Descriptions.Item>
        <Descriptions.Item label={t('audiences.report.empty')}>{formatNumber(report.empty)}</Descriptions.Item>
        <Descriptions.Item label={t('audiences.report.duplicates')}>
          {formatNumber(report.duplicates_removed)}
        </Descriptions.Item>
        <Descriptions.Item label={t('audiences.report.kinds')} span={2}>
          {ID_KIND_NAMES.map((name) => `${kind(name)} ${formatNumber(report.kind_counts[name])}`).join(' · ')}
          <span style={{ color: textColor.muted }}>
            {' '}
            ({t('audiences.report.expected', { kind: kind(report.expected_kind) })})
          </span>
        </Descriptions.Item>
      </Descriptions>
      {samples.length ? (
        <div>
          <div style={{ fontWeight: 500 }}>{t('audiences.report.samples', { count: samples.length })}</div>
          <div style={{ color: textColor.muted, fontSize: 12, marginBottom: 4 }}>
            {t('audiences.report.maskedNote')}
          </div>
          <ul style={{ margin: 0, paddingInlineStart: 18, fontFamily: 'monospace', fontSize: 12 }}>
            {samples.map((sample) => (
              <li key={sample.line}>
                <span style={{ color: textColor.muted }}>
                  {t('audiences.report.line', { line: sample.line })} ·{' '}
                  {sample.kind
                    ? t('audiences.report.sampleKind', { kind: kind(sample.kind) })
                    : t('audiences.report.sampleNoKind')}
                </span>{' '}
                <span data-testid="import-sample">{sample.masked}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The report of one package, read by the detail call when the popover opens. */
export default function ImportReportLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useAudienceDetail(id);
  if (detail.isLoading) return <Spin size="small" aria-label={t('audiences.report.loading')} />;
  if (detail.isError) return <Alert type="error" title={t('audiences.form.loadFailed')} />;
  const report = detail.data?.import_report;
  return report ? (
    <ImportReportView report={report} rule={detail.data?.user_cluster_rule} />
  ) : (
    <span>{t('audiences.report.none')}</span>
  );
}
