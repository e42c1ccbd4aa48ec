import {
  AuditEntity,
  calls,
  type DeviceEventImportItem,
  DeviceEventImportStatus,
  DeviceEventLimits,
} from '@adconsole/contract';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import { ApiError } from '../../../app/request';
import { upload } from '../../../app/upload';
import { useCall } from '../../../app/useCall';
import { toastError, toastSuccess } from '../../../kit/feedback';
import { formatFileSize, formatNumber } from '../../../kit/format';
import { type KeyedColumn, keyColumnsInSight } from '../../../kit/keyColumnsInSight';
import ListPage from '../../../kit/ListPage';
import { textColor } from '../../../kit/theme';
import ExportButton from '../../../shared/ExportButton';
import HistoryLink from '../../../shared/HistoryLink';

const PAGE_SIZE = 10;
const REFRESH_MS = 2000;
const STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error' };

/** Its bad lines by reason, the most frequent first: "country 3 · time 1". */
function badSummary(t: (key: string) => string, item: DeviceEventImportItem): string {
  const counts = Object.entries(item.report?.bad_by_reason ?? {}) as [string, number][];
  return counts
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${t(`deviceEvents.reason.${reason}`)} ${formatNumber(n)}`)
    .join(' · ');
}

/**
 * /audience/deviceEvent: the device events rule-based packages read. A platform's pipeline sends them with an API
 * key; here an administrator back-fills them from a file and follows each import (progress, then what it stored
 * and which lines it skipped).
 */
export default function DeviceEventImportPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const client = useQueryClient();
  const canImport = access.can['audience.deviceEvent.import'];
  const [pageNo, setPageNo] = useState(1);
  const [percent, setPercent] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const page = useCall(
    calls.deviceEvents.importList,
    { page_no: pageNo, page_size: PAGE_SIZE },
    {
      placeholderData: keepPreviousData,
      refetchInterval: (q) =>
        q.state.data?.list.some((i) => i.status === DeviceEventImportStatus.RUNNING) ? REFRESH_MS : false,
    },
  );

  const send = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    try {
      const answer = await upload(calls.deviceEvents.importFile, { file }, { onProgress: setPercent });
      if (answer.code === 200) toastSuccess(t('deviceEvents.started', { name: file.name }));
      else toastError(answer.msg);
    } catch (failure) {
      toastError(failure instanceof ApiError ? failure.message : t('deviceEvents.uploadFailed'));
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
      await client.invalidateQueries({ queryKey: ['deviceEvents'] });
    }
  };

  const columns: KeyedColumn<DeviceEventImportItem>[] = [
    { key: 'name', title: t('deviceEvents.col.file'), render: (_, item) => item.name },
    { key: 'size', title: t('deviceEvents.col.size'), width: 110, render: (_, item) => formatFileSize(item.size) },
    {
      key: 'status',
      title: t('deviceEvents.col.status'),
      width: 200,
      render: (_, item) =>
        item.status === DeviceEventImportStatus.RUNNING ? (
          <Progress
            size="small"
            status="active"
            percent={Math.min(99, Math.floor((100 * item.bytes_read) / Math.max(1, item.size)))}
            aria-label={t('deviceEvents.status.1')}
          />
        ) : (
          <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 2 }}>
            <Tag color={STATUS_COLOR[item.status]} style={{ marginInlineEnd: 0, width: 'fit-content' }}>
              {t(`deviceEvents.status.${item.status}`)}
            </Tag>
            {item.failure ? (
              <span style={{ color: textColor.error, fontSize: 12 }}>{t(`deviceEvents.failure.${item.failure}`)}</span>
            ) : null}
          </span>
        ),
    },
    {
      key: 'result',
      title: t('deviceEvents.col.result'),
      render: (_, item) =>
        item.report ? (
          <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 2 }} data-testid="device-event-result">
            <span>
              {t('deviceEvents.result', {
                stored: formatNumber(item.report.stored),
                expired: formatNumber(item.report.expired),
                bad: formatNumber(item.report.bad),
              })}
            </span>
            {item.report.bad ? (
              <span style={{ color: textColor.muted, fontSize: 12 }}>
                {badSummary(t, item)}
                {item.report.bad_lines.length
                  ? ` · ${t('deviceEvents.firstBad', {
                      lines: item.report.bad_lines
                        .slice(0, 5)
                        .map((b) => b.line)
                        .join(', '),
                    })}`
                  : ''}
              </span>
            ) : null}
          </span>
        ) : (
          '-'
        ),
    },
    { key: 'creator', title: t('deviceEvents.col.creator'), width: 120, render: (_, item) => item.creator_name ?? '-' },
    {
      key: 'time',
      title: t('deviceEvents.col.time'),
      width: 170,
      render: (_, item) => dayjs(item.create_time).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'history',
      title: t('deviceEvents.col.history'),
      width: 90,
      render: (_, item) => <HistoryLink entity={AuditEntity.DEVICE_EVENT_IMPORT} id={item.id} name={item.name} />,
    },
  ];

  return (
    <ListPage
      breadcrumb={[{ title: t('menu.audience') }, { title: t('menu.audience.deviceEvent') }]}
      filters={
        <Alert
          type="info"
          showIcon
          title={t('deviceEvents.intro', { days: DeviceEventLimits.RETENTION_DAYS })}
          description={t('deviceEvents.introMore', {
            path: calls.deviceEvents.batch.path,
            lines: formatNumber(DeviceEventLimits.BATCH_LINES_MAX),
          })}
        />
      }
      toolbar={
        <>
          {canImport ? (
            <>
              <input
                ref={input}
                type="file"
                hidden
                accept={DeviceEventLimits.IMPORT_FILE_SUFFIXES.join(',')}
                onChange={(e) => void send(e.target.files?.[0])}
                data-testid="device-event-file"
              />
              <Button
                type="primary"
                icon={<UploadOutlined />}
                loading={percent !== null}
                onClick={() => input.current?.click()}
                data-testid="device-event-import"
              >
                {percent === null ? t('deviceEvents.import') : t('deviceEvents.uploading', { percent })}
              </Button>
            </>
          ) : null}
          <ExportButton call={calls.listExports.deviceEventImports} filters={{}} fileName="device-event-imports.csv" />
        </>
      }
    >
      <Table<DeviceEventImportItem>
        rowKey="id"
        size="middle"
        loading={page.isFetching && !page.data}
        dataSource={page.data?.list ?? []}
        columns={keyColumnsInSight(columns)}
        scroll={{ x: 1000 }}
        locale={{ emptyText: t('deviceEvents.empty') }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: page.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPageNo,
        }}
        data-testid="device-event-table"
      />
    </ListPage>
  );
}
