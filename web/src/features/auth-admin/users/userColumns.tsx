import { AuditEntity, type UserDetail } from '@adconsole/contract';
import DownOutlined from '@ant-design/icons/DownOutlined';
import Dropdown from 'antd/es/dropdown';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import AccountChips from '../../../kit/AccountChips';
import RowAction from '../../../kit/RowAction';
import { textColor } from '../../../kit/theme';
import { roleName } from '../../../shared/access-texts/accessTexts';
import HistoryLink from '../../../shared/HistoryLink';
import StatusTag from '../directory/StatusTag';
import { isEnabled } from '../directory/status';

/** What the users table lets the signed-in role do, and what each row action opens. */
export interface UserRowActions {
  canEdit: boolean;
  /** the signed-in user's id: nobody disables or deletes themselves */
  selfId: number | null;
  onEdit: (user: UserDetail) => void;
  onStatus: (user: UserDetail) => void;
  onResetPassword: (user: UserDetail) => void;
  onDelete: (user: UserDetail) => void;
  /** the effective-access view, when the console has it */
  onAccess?: (user: UserDetail) => void;
}

const muted = (text: string) => <span style={{ color: textColor.muted }}>{text}</span>;

function RowActions({ user, h, t }: { user: UserDetail; h: UserRowActions; t: TFunction }) {
  const self = user.id === h.selfId;
  const more = [
    ...(h.canEdit ? [{ key: 'reset', label: t('directory.user.resetPassword') }] : []),
    ...(h.onAccess ? [{ key: 'access', label: t('directory.user.access') }] : []),
    ...(h.canEdit && !self ? [{ key: 'delete', label: t('directory.user.delete'), danger: true }] : []),
  ];
  const pick = (key: string) => {
    if (key === 'reset') h.onResetPassword(user);
    else if (key === 'access') h.onAccess?.(user);
    else if (key === 'delete') h.onDelete(user);
  };
  return (
    <Space size={10} wrap={false}>
      {h.canEdit ? (
        <RowAction onClick={() => h.onEdit(user)} data-testid="user-edit">
          {t('directory.user.edit')}
        </RowAction>
      ) : null}
      {h.canEdit && !self ? (
        <RowAction danger={isEnabled(user.status)} onClick={() => h.onStatus(user)} data-testid="user-status">
          {t(isEnabled(user.status) ? 'directory.user.disable' : 'directory.user.enable')}
        </RowAction>
      ) : null}
      <HistoryLink entity={AuditEntity.USER} id={user.id} name={user.shareid} />
      {more.length ? (
        <Dropdown menu={{ items: more, onClick: ({ key }) => pick(key) }} trigger={['click']}>
          <RowAction data-testid="user-more">
            {t('directory.user.more')} <DownOutlined />
          </RowAction>
        </Dropdown>
      ) : null}
    </Space>
  );
}

/** The users table's columns: shareid, role, company, linked accounts, status, last sign-in, and the row actions. */
export function userColumns(t: TFunction, h: UserRowActions): ColumnsType<UserDetail> {
  const columns: ColumnsType<UserDetail> = [
    {
      key: 'shareid',
      title: t('directory.user.col.shareid'),
      width: 200,
      render: (_, user) => (
        <Space size={4} wrap>
          <span>{user.shareid}</span>
          {user.id === h.selfId ? muted(t('directory.user.you')) : null}
        </Space>
      ),
    },
    {
      key: 'role',
      title: t('directory.user.col.role'),
      width: 200,
      render: (_, user) => (
        <Space size={4} wrap>
          <span>{roleName(t, user.role_name)}</span>
          {user.is_admin ? <Tag color="blue">{t('directory.user.admin')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'company',
      title: t('directory.user.col.company'),
      width: 170,
      render: (_, user) => user.company_name ?? muted('-'),
    },
    {
      key: 'accounts',
      title: t('directory.user.col.accounts'),
      render: (_, user) => <AccountChips accounts={user.accounts} testId="user-accounts" />,
    },
    {
      key: 'status',
      title: t('directory.user.col.enabled'),
      width: 100,
      render: (_, user) => <StatusTag status={user.status} />,
    },
    {
      key: 'last_login',
      title: t('directory.user.col.lastLogin'),
      width: 180,
      render: (_, user) =>
        user.last_login_time
          ? dayjs(user.last_login_time).format('YYYY-MM-DD HH:mm:ss')
          : muted(t('directory.user.neverSignedIn')),
    },
  ];
  if (h.canEdit || h.onAccess) {
    columns.push({
      key: 'action',
      title: t('directory.action'),
      width: 250,
      fixed: 'right',
      render: (_, user) => <RowActions user={user} h={h} t={t} />,
    });
  }
  return columns;
}
