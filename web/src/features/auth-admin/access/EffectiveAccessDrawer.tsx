import { AccessSource, calls, type UserAccess } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../app/useCall';
import GuardedDrawer from '../../../kit/GuardedDrawer';
import { groupTitle, roleName } from '../../../shared/access-texts/accessTexts';
import { menuTitle } from '../menus/menuTree';
import { NavigationPreview } from './NavigationPreview';

/** Props of the effective-access drawer: which user, and whether it shows. */
export interface EffectiveAccessDrawerProps {
  userId: number;
  open: boolean;
  onClose: () => void;
}

type AccessMenu = UserAccess['menus'][number];
type AccessGroup = UserAccess['groups'][number];

/**
 * What a user may do and why: their role, each menu and group with how they come to have it (the administrator
 * role, a tick through the role, or a ticked child menu), the accounts that scope their data, and the navigation
 * they would see on their next load.
 */
export function EffectiveAccessDrawer({ userId, open, onClose }: EffectiveAccessDrawerProps) {
  const { t, i18n } = useTranslation();
  const query = useCall(calls.authAccess.userAccess, { user_id: userId }, { enabled: open, staleTime: 0 });
  const data = query.data;
  // by key, so that a section and its pages sit together
  const menus = useMemo(() => [...(data?.menus ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [data]);
  const groups = useMemo(() => [...(data?.groups ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [data]);

  const menuWhy = (menu: AccessMenu, role: string) => {
    if (menu.source === AccessSource.ADMIN) return t('authAccess.effective.whyAdmin', { role });
    if (menu.source === AccessSource.GRANTED) return t('authAccess.effective.whyGranted', { role });
    return t('authAccess.effective.whyImplied', { role, children: menu.implied_by.join(', ') });
  };
  const menuColumns: ColumnsType<AccessMenu> = [
    {
      key: 'title',
      title: t('authAccess.effective.col.menu'),
      width: 170,
      render: (_, menu) => menuTitle(menu, i18n.language),
    },
    { key: 'name', title: t('authAccess.effective.col.key'), render: (_, menu) => <code>{menu.name}</code> },
    {
      key: 'why',
      title: t('authAccess.effective.col.why'),
      render: (_, menu) => menuWhy(menu, roleName(t, data?.role.name ?? '')),
    },
  ];
  const groupColumns: ColumnsType<AccessGroup> = [
    {
      key: 'name',
      title: t('authAccess.effective.col.group'),
      render: (_, group) => <span title={group.name}>{groupTitle(t, group.name)}</span>,
    },
    {
      key: 'menu',
      title: t('authAccess.effective.col.groupMenu'),
      render: (_, group) => <code>{group.menu_name}</code>,
    },
    {
      key: 'why',
      title: t('authAccess.effective.col.why'),
      render: (_, group) => (
        <>
          {group.source === AccessSource.ADMIN
            ? t('authAccess.effective.whyAdmin', { role: data?.role.name ?? '' })
            : t('authAccess.effective.whyGranted', { role: data?.role.name ?? '' })}
          {group.menu_missing ? (
            <Tag color="warning" style={{ marginInlineStart: 8 }}>
              {t('authAccess.effective.menuMissing')}
            </Tag>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <GuardedDrawer
      watchForms={false}
      open={open}
      size={720}
      title={t('authAccess.effective.title', { shareid: data?.user.shareid ?? '' })}
      onClose={onClose}
      loading={query.isLoading}
      destroyOnHidden
      data-testid="effective-access"
    >
      {query.isError ? <Alert type="error" showIcon title={t('authAccess.effective.failed')} /> : null}
      {data ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'user',
                label: t('authAccess.user.shareid'),
                children: (
                  <>
                    {data.user.shareid} {data.user.enabled ? null : <Tag>{t('authAccess.user.disabled')}</Tag>}
                  </>
                ),
              },
              {
                key: 'role',
                label: t('authAccess.effective.role'),
                children: (
                  <>
                    {roleName(t, data.role.name)}{' '}
                    {data.role.is_admin ? <Tag color="warning">{t('authAccess.role.admin')}</Tag> : null}
                  </>
                ),
              },
              {
                key: 'accounts',
                label: t('authAccess.effective.accounts'),
                children: data.all_accounts ? (
                  t('authAccess.effective.allAccounts')
                ) : data.accounts.length === 0 ? (
                  <Typography.Text type="secondary">{t('authAccess.effective.noAccounts')}</Typography.Text>
                ) : (
                  data.accounts.map((account) => <Tag key={account.id}>{account.account_name}</Tag>)
                ),
              },
            ]}
          />
          <section aria-labelledby="effective-menus">
            <Typography.Title level={5} id="effective-menus">
              {t('authAccess.effective.menus')}
            </Typography.Title>
            <Table<AccessMenu>
              rowKey="id"
              size="small"
              dataSource={menus}
              columns={menuColumns}
              pagination={false}
              locale={{ emptyText: t('authAccess.effective.noMenus') }}
            />
          </section>
          <section aria-labelledby="effective-groups">
            <Typography.Title level={5} id="effective-groups">
              {t('authAccess.effective.groups')}
            </Typography.Title>
            <Table<AccessGroup>
              rowKey="id"
              size="small"
              dataSource={groups}
              columns={groupColumns}
              pagination={false}
              locale={{ emptyText: t('authAccess.effective.noGroups') }}
            />
          </section>
          <section aria-labelledby="effective-nav">
            <Typography.Title level={5} id="effective-nav">
              {t('authAccess.effective.navigation')}
            </Typography.Title>
            {data.navigation.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('authAccess.effective.noMenus')} />
            ) : (
              <NavigationPreview nodes={data.navigation} />
            )}
          </section>
        </div>
      ) : null}
    </GuardedDrawer>
  );
}
