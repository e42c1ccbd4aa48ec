import { type AudienceItem, AudienceStatus } from '@adconsole/contract';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import Popover from 'antd/es/popover';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../kit/format';
import RowAction from '../../kit/RowAction';
import { textColor } from '../../kit/theme';
import { isBusy } from './api';
import ImportReportLoader from './ImportReport';
import { progressPercent, STATUS_COLOR, statusLabel, warningText } from './labels';

const REPORT_WIDTH = 520;

/**
 * The status of a row: its tag; while busy a progress bar with the running counts; after a failure its reason; after
 * an import a "Report" link whose popover reads the package's import report (with the kind warning flagged).
 */
export default function StatusCell({ item }: { item: AudienceItem }) {
  const { t } = useTranslation();
  const busy = isBusy(item.status);
  const progress = item.progress;
  const finished = item.status === AudienceStatus.IMPORT_SUCCESSFUL || item.status === AudienceStatus.IMPORT_FAILED;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }} data-testid="audience-status">
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, flexWrap: 'wrap' }}>
        <Tag color={STATUS_COLOR[item.status]} style={{ marginInlineEnd: 0 }}>
          {statusLabel(t, item)}
        </Tag>
        {item.import_warning ? (
          <Tooltip title={warningText(t, item)}>
            <WarningOutlined
              style={{ color: textColor.warning }}
              aria-label={warningText(t, item)}
              data-testid="audience-warning"
            />
          </Tooltip>
        ) : null}
        {finished ? (
          <Popover
            trigger="click"
            title={t('audiences.report.title')}
            content={
              <div style={{ width: REPORT_WIDTH }}>
                <ImportReportLoader id={item.cluster_id} />
              </div>
            }
            destroyOnHidden
          >
            <RowAction data-testid="audience-report">{t('audiences.action.report')}</RowAction>
          </Popover>
        ) : null}
      </span>
      {busy && item.status === AudienceStatus.IMPORTING ? (
        <>
          <Progress percent={progressPercent(item)} size="small" status="active" aria-label={statusLabel(t, item)} />
          {progress ? (
            <span style={{ color: textColor.muted, fontSize: 12 }}>
              {t('audiences.progress', {
                valid: formatNumber(progress.valid),
                invalid: formatNumber(progress.invalid),
                duplicates: formatNumber(progress.duplicates),
              })}
            </span>
          ) : null}
        </>
      ) : null}
      {busy && item.status === AudienceStatus.DELETING ? (
        <Progress percent={100} showInfo={false} size="small" status="active" aria-label={statusLabel(t, item)} />
      ) : null}
      {item.failure ? (
        <span style={{ color: textColor.error, fontSize: 12 }}>
          {t(`audiences.fail.${item.failure.reason}`, { line: item.failure.line ?? '-' })}
        </span>
      ) : null}
    </div>
  );
}
