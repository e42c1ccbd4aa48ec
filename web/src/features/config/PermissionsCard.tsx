import type { RoleMenuResponse } from '@adconsole/contract';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { textColor } from '../../kit/theme';

type Entry = RoleMenuResponse['role']['menu'][number];

/** The role's menus with the permission groups each grants (the session auth list). */
export default function PermissionsCard({ roleMenu }: { roleMenu: RoleMenuResponse | null }) {
  const { t } = useTranslation();
  return (
    <Card title={t('config.permissions.title')} styles={{ body: { padding: 0 } }}>
      <Table<Entry>
        rowKey="name"
        size="small"
        pagination={false}
        dataSource={roleMenu?.role.menu ?? []}
        columns={[
          {
            title: t('config.permissions.menu'),
            dataIndex: 'name',
            width: '36%',
            render: (name: string) => (
              <>
                <div>{t(`menu.${name}`, { defaultValue: name })}</div>
                <code style={{ fontSize: 12, color: textColor.muted }}>{name}</code>
              </>
            ),
          },
          {
            title: t('config.permissions.groups'),
            dataIndex: 'permission_group',
            render: (groups: Entry['permission_group']) =>
              groups.length > 0 ? (
                groups.map((group) => (
                  <Tag key={group.name} style={{ marginBlock: 2 }}>
                    {group.name}
                  </Tag>
                ))
              ) : (
                <span style={{ color: textColor.muted }}>{t('config.permissions.none')}</span>
              ),
          },
        ]}
      />
    </Card>
  );
}
