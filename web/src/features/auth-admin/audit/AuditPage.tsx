import type { AuditEntry } from '@adconsole/contract';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../kit/feedback';
import ListPage from '../../../kit/ListPage';
import SearchForm from '../../../kit/SearchForm';
import type { CustomControlProps } from '../../../kit/searchFields';
import { textColor } from '../../../kit/theme';
import { useListPage } from '../../../kit/useListPage';
import { useScrollRegion } from '../../../kit/useScrollRegion';
import AuditDiff from './AuditDiff';
import { exportAuditCsv, useAuditLog, useAuditNames, useAuditUsers } from './api';
import { auditColumns } from './auditColumns';
import { AUDIT_CODECS, AUDIT_KINDS, type AuditKindChoice, auditFields, auditQuery, kindOf } from './auditSearch';

/**
 * /auth/audit: every change in the console, newest first, filtered by kind (changes by default; sign-ins one click
 * away), user, entity, action and days, each row opening
 * its fields' before and after; the filtered log downloads as CSV. Keyset paging: "load more" continues the list.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const { list, search } = useListPage(AUDIT_CODECS);
  const filters = useMemo(() => auditQuery(list.filters), [list.filters]);
  const log = useAuditLog(filters);
  const users = useAuditUsers();
  const names = useAuditNames();
  const userOptions = users.data ?? [];
  const fields = useMemo(() => {
    // a searchable list: the kit's select has no search, and the users are many
    const userControl = ({ value, onChange, ...props }: CustomControlProps) => (
      <Select<number>
        {...props}
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ width: '100%' }}
        loading={users.isLoading}
        options={userOptions}
        value={typeof value === 'number' ? value : undefined}
        onChange={(next) => onChange(next ?? undefined)}
      />
    );
    return auditFields(t, userOptions, userControl);
  }, [t, userOptions, users.isLoading]);
  const [exporting, setExporting] = useState(false);
  const entries = useMemo(() => log.data?.pages.flatMap((page) => page.list) ?? [], [log.data]);
  const tableBox = useRef<HTMLDivElement>(null);
  useScrollRegion(tableBox, t('menu.auth.audit'));

  const download = async () => {
    setExporting(true);
    try {
      await exportAuditCsv(filters);
      toastSuccess(t('audit.exportDone'));
    } catch {
      // the request layer has told the user
    } finally {
      setExporting(false);
    }
  };

  return (
    <ListPage
      breadcrumb={[{ title: t('menu.auth') }, { title: t('menu.auth.audit') }]}
      filters={<SearchForm fields={fields} {...search} />}
      toolbar={
        <>
          <Segmented<AuditKindChoice>
            aria-label={t('audit.kind.label')}
            data-testid="audit-kind"
            value={kindOf(list.filters)}
            options={AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`audit.kind.${kind}`) }))}
            // a session-only or change-only action does not survive a switch of kind
            onChange={(kind) => list.setFilters({ kind, action: undefined })}
          />
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={download} data-testid="audit-export">
            {t('audit.export')}
          </Button>
        </>
      }
      pagination={
        entries.length ? (
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12 }}>
            <span style={{ color: textColor.muted }} data-testid="audit-count">
              {t(log.hasNextPage ? 'audit.shown' : 'audit.allShown', { n: entries.length })}
            </span>
            {log.hasNextPage ? (
              <Button
                onClick={() => log.fetchNextPage()}
                loading={log.isFetchingNextPage}
                data-testid="audit-load-more"
              >
                {t('audit.loadMore')}
              </Button>
            ) : null}
          </div>
        ) : null
      }
    >
      <div ref={tableBox}>
        <Table<AuditEntry>
          rowKey="id"
          size="middle"
          data-testid="audit-table"
          loading={log.isFetching && !log.isFetchingNextPage}
          dataSource={entries}
          columns={auditColumns(t, (id) => list.setFilters({ user: id }))}
          expandable={{
            rowExpandable: (entry) => Object.keys(entry.changes ?? {}).length > 0,
            expandedRowRender: (entry) => <AuditDiff entry={entry} names={names} />,
          }}
          pagination={false}
          // fixed: the user agent is cut to its column rather than widening it
          tableLayout="fixed"
          // an empty log is not scrolled sideways (nothing to reach there)
          scroll={entries.length ? { x: 1330 } : undefined}
          locale={{ emptyText: t('audit.empty') }}
        />
      </div>
    </ListPage>
  );
}
