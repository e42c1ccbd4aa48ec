import { AuditEntity, calls } from '@adconsole/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { useCall } from '../../app/useCall';
import type { KeyedColumn } from '../../kit/keyColumnsInSight';
import { textColor } from '../../kit/theme';
import { useListPage } from '../../kit/useListPage';
import { accountFilterControl } from '../../shared/AccountFilterSelect';
import CatalogueList from './CatalogueList';
import { actionColumn, createdColumn, idColumn } from './catalogueColumns';
import PlatformAccountFormDialog, { type PlatformAccountRow } from './PlatformAccountFormDialog';
import {
  PLACEMENT_DEFAULTS,
  PLATFORM_ACCOUNT_CODECS,
  pageOfAll,
  platformAccountFields,
  platformAccountQuery,
} from './placementSearch';
import { useFormTarget } from './useFormTarget';
import { usePlacementDelete } from './usePlacementDelete';

const muted = { color: textColor.muted };

/**
 * The platform accounts tab: the advertisers' accounts on the outside ad platforms (the account, its name and its id
 * on the platform); filter by platform and account; add, edit, delete. The calls are the advertiser-app groups'
 * (`app.*`), not the catalogues': the rows belong to advertiser accounts.
 */
export default function PlatformAccountList() {
  const { t } = useTranslation();
  const access = useAccess();
  const wiring = useListPage(PLATFORM_ACCOUNT_CODECS, PLACEMENT_DEFAULTS);
  const query = useMemo(() => platformAccountQuery(wiring.list), [wiring.list]);
  const all = useCall(calls.lookups.platformAccounts, query, { placeholderData: keepPreviousData });
  const list = wiring.list;
  const page = useCall(calls.lookups.platformAccounts, query, {
    placeholderData: keepPreviousData,
    select: (rows) => pageOfAll(rows, list),
  });
  const platforms = useCall(calls.lookups.adPlatforms, undefined, {
    select: (rows) => [...rows].sort((a, b) => a.name.localeCompare(b.name)),
  });
  const seenAccounts = useMemo(() => {
    const named = new Map((all.data ?? []).map((row) => [row.account_id, row.account_name]));
    return [...named].map(([id, name]) => ({ id, name }));
  }, [all.data]);
  const fields = useMemo(
    () => platformAccountFields(t, platforms.data ?? [], accountFilterControl, seenAccounts),
    [t, platforms.data, seenAccounts],
  );
  const form = useFormTarget<PlatformAccountRow>();
  const askDelete = usePlacementDelete(
    calls.lookups.deletePlatformAccount,
    'ad_platform',
    'placements.platformAccount.deleteTitle',
  );

  const columns: KeyedColumn<PlatformAccountRow>[] = [
    idColumn(t),
    {
      key: 'platform',
      title: t('placements.platformAccount.col.platform'),
      dataIndex: 'ad_platform_name',
      width: 150,
      ellipsis: true,
    },
    {
      key: 'account',
      title: t('placements.platformAccount.col.account'),
      ellipsis: true,
      render: (_, row) => (
        <span>
          {row.account_name} <span style={muted}>#{row.account_id}</span>
        </span>
      ),
    },
    { key: 'name', title: t('placements.platformAccount.col.name'), dataIndex: 'name', ellipsis: true },
    {
      key: 'external',
      title: t('placements.platformAccount.col.external'),
      dataIndex: 'external_id',
      width: 200,
      ellipsis: true,
    },
    createdColumn(t),
    ...actionColumn<PlatformAccountRow>(t, {
      entity: AuditEntity.PLATFORM_ACCOUNT,
      canEdit: access.can['app.edit'],
      canDelete: access.can['app.delete'],
      onEdit: form.open,
      onDelete: askDelete,
      testId: 'platform-account',
    }),
  ];

  const filters = list.filters;
  return (
    <CatalogueList<PlatformAccountRow>
      breadcrumb={[]}
      page={page}
      wiring={wiring}
      fields={fields}
      columns={columns}
      addLabel={access.can['app.create'] ? t('placements.platformAccount.add') : null}
      onAdd={() => form.open(null)}
      empty={{ none: 'placements.platformAccount.empty', filtered: 'placements.platformAccount.emptyFiltered' }}
      testId="platform-account"
    >
      {form.target ? (
        <PlatformAccountFormDialog
          key={form.target.opening}
          entry={form.target.entry}
          platforms={platforms.data ?? []}
          platformsLoading={platforms.isPending}
          // a new one from a filtered list starts on that list's platform and account
          defaults={{
            ad_platform_id: typeof filters.platform === 'number' ? filters.platform : undefined,
            account_id: typeof filters.account === 'number' ? filters.account : undefined,
          }}
          onClose={form.close}
        />
      ) : null}
    </CatalogueList>
  );
}
