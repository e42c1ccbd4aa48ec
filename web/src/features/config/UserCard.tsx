import type { RoleMenuResponse } from '@adconsole/contract';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { currentShareid, sessionIds } from '../../app/session';
import InfoList from './InfoList';

/** The signed-in user and role as the session knows them. */
export default function UserCard({ roleMenu }: { roleMenu: RoleMenuResponse | null }) {
  const { t } = useTranslation();
  const { userId, accountId, roleId } = sessionIds();
  const accountIds = roleMenu?.user.account_ids ?? [];

  return (
    <Card title={t('config.user.title')}>
      <InfoList
        rows={[
          { key: 'shareid', label: t('config.user.shareid'), value: currentShareid() },
          { key: 'userId', label: t('config.user.userId'), value: userId ?? '-' },
          { key: 'accountId', label: t('config.user.accountId'), value: accountId ?? '-' },
          {
            key: 'accountIds',
            label: t('config.user.accountIds'),
            value: accountIds.length > 0 ? accountIds.join(', ') : t('common.none'),
          },
          {
            key: 'role',
            label: t('config.user.role'),
            value: (
              <>
                {roleMenu?.role.name ?? '-'}
                {roleMenu?.role.is_admin ? (
                  <Tag color="blue" style={{ marginLeft: 8 }}>
                    {t('config.user.admin')}
                  </Tag>
                ) : null}
              </>
            ),
          },
          { key: 'roleId', label: t('config.user.roleId'), value: roleMenu?.role.id ?? roleId ?? '-' },
        ]}
      />
    </Card>
  );
}
