import { type ApiKeyIssued, type ApiKeyItem, AuditEntity, calls } from '@adconsole/contract';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { useCall, useCallMutation } from '../../app/useCall';
import { toastError, toastSuccess } from '../../kit/feedback';
import { type KeyedColumn, keyColumnsInSight } from '../../kit/keyColumnsInSight';
import ListPage from '../../kit/ListPage';
import { textColor } from '../../kit/theme';
import ExportButton from '../../shared/ExportButton';
import HistoryLink from '../../shared/HistoryLink';
import { apiKeyChange } from './api';
import { apiKeyStatus, maskedKey } from './apiKeyStatus';
import IssueKeyDialog from './IssueKeyDialog';
import KeySecretDialog from './KeySecretDialog';
import RenameKeyDialog from './RenameKeyDialog';

const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

/**
 * /auth/apiKey: the keys a platform's systems call the intake with. Administrators issue a key (its secret shown
 * once), rename it and revoke it; a revoked key stays listed.
 */
export default function ApiKeyPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const canEdit = access.can['auth.apiKey.edit'];
  const keys = useCall(calls.apiKeys.list, undefined);
  const revoke = useCallMutation(calls.apiKeys.revoke, apiKeyChange);
  const [issuing, setIssuing] = useState(0);
  const [issued, setIssued] = useState<ApiKeyIssued | null>(null);
  const [renaming, setRenaming] = useState<ApiKeyItem | null>(null);

  const askRevoke = (key: ApiKeyItem) =>
    Modal.confirm({
      title: t('apiKeys.revokeTitle', { name: key.name }),
      content: t('apiKeys.revokeText'),
      okText: t('apiKeys.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        const outcome = await revoke.mutateAsync({ id: key.id });
        if (outcome.ok) toastSuccess(t('apiKeys.revoked'));
        else if (outcome.text) toastError(outcome.text);
      },
    });

  const columns: KeyedColumn<ApiKeyItem>[] = [
    {
      key: 'name',
      title: t('apiKeys.col.name'),
      width: 220,
      render: (_, key) => (
        <Space size={6}>
          <KeyOutlined aria-hidden style={{ color: textColor.muted }} />
          {key.name}
        </Space>
      ),
    },
    {
      key: 'prefix',
      title: t('apiKeys.col.prefix'),
      width: 170,
      render: (_, key) => <code style={{ fontSize: 13 }}>{maskedKey(key.prefix)}</code>,
    },
    {
      key: 'scopes',
      title: t('apiKeys.col.scopes'),
      width: 180,
      render: (_, key) => (
        <Space size={[4, 4]} wrap>
          {key.scopes.map((scope) => (
            <Tag key={scope} style={{ marginInlineEnd: 0 }}>
              {t(`apiKeys.scope.${scope}`)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'created',
      title: t('apiKeys.col.created'),
      width: 190,
      render: (_, key) => (
        <div>
          <div>{time(key.create_time)}</div>
          <div style={{ color: textColor.muted }}>{t('apiKeys.by', { name: key.create_user_name })}</div>
        </div>
      ),
    },
    {
      key: 'last_used',
      title: t('apiKeys.col.lastUsed'),
      width: 170,
      render: (_, key) =>
        key.last_used_time === null ? (
          <span style={{ color: textColor.muted }}>{t('apiKeys.neverUsed')}</span>
        ) : (
          time(key.last_used_time)
        ),
    },
    {
      key: 'status',
      title: t('apiKeys.col.status'),
      width: 200,
      render: (_, key) =>
        apiKeyStatus(key) === 'active' ? (
          <Badge status="success" text={t('apiKeys.status.active')} />
        ) : (
          <div>
            <Badge status="default" text={t('apiKeys.status.revoked')} />
            <div style={{ color: textColor.muted }}>
              {t('apiKeys.revokedAt', { time: time(key.revoke_time!), name: key.revoke_user_name ?? '' })}
            </div>
          </div>
        ),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'action',
      title: t('apiKeys.col.action'),
      width: 200,
      render: (_, key) => (
        <Space size={10}>
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => setRenaming(key)}
            aria-label={t('apiKeys.renameOf', { name: key.name })}
          >
            {t('apiKeys.rename')}
          </Button>
          <HistoryLink entity={AuditEntity.API_KEY} id={key.id} name={key.name} />
          {apiKeyStatus(key) === 'active' ? (
            <Button
              type="link"
              size="small"
              danger
              style={{ padding: 0 }}
              onClick={() => askRevoke(key)}
              aria-label={t('apiKeys.revokeOf', { name: key.name })}
            >
              {t('apiKeys.revoke')}
            </Button>
          ) : null}
        </Space>
      ),
    });
  }

  return (
    <ListPage
      breadcrumb={[{ title: t('menu.auth') }, { title: t('menu.auth.apiKey') }]}
      filters={<Alert type="info" showIcon title={t('apiKeys.intro')} description={t('apiKeys.introMore')} />}
      toolbar={
        <>
          {canEdit ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setIssuing((n) => n + 1)}
              data-testid="api-key-issue"
            >
              {t('apiKeys.issue')}
            </Button>
          ) : null}
          <ExportButton call={calls.listExports.apiKeys} filters={undefined} fileName="api-keys.csv" />
        </>
      }
    >
      <Table<ApiKeyItem>
        rowKey="id"
        size="middle"
        loading={keys.isFetching}
        dataSource={keys.data ?? []}
        columns={keyColumnsInSight(columns)}
        scroll={{ x: 1100 }}
        locale={{ emptyText: t('apiKeys.empty') }}
        pagination={false}
        data-testid="api-key-table"
      />
      {issuing ? <IssueKeyDialog key={issuing} onClose={() => setIssuing(0)} onIssued={setIssued} /> : null}
      {issued ? <KeySecretDialog issued={issued} onClose={() => setIssued(null)} /> : null}
      {renaming ? <RenameKeyDialog key={renaming.id} item={renaming} onClose={() => setRenaming(null)} /> : null}
    </ListPage>
  );
}
