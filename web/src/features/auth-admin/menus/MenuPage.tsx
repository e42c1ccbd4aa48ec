import { calls, type MenuItem } from '@adconsole/contract';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import FolderAddOutlined from '@ant-design/icons/FolderAddOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import { useCall, useCallMutation } from '../../../app/useCall';
import ListPage from '../../../kit/ListPage';
import ExportButton from '../../../shared/ExportButton';
import { accessChange } from '../access/accessApi';
import { settleChange } from '../access/changeOutcome';
import { type MenuDialogTarget, MenuFormDialog } from './MenuFormDialog';
import { MenuGroupsDrawer } from './MenuGroupsDrawer';
import { type MenuNode, menuKind, menuTree, movedSort } from './menuTree';
import { useMenuDelete } from './useMenuDelete';

/** A tree-table row: antd shows an expander for any `children` array, so leaves carry none. */
type MenuRow = Omit<MenuNode, 'children'> & { children?: MenuRow[] };
const toRows = (nodes: readonly MenuNode[]): MenuRow[] =>
  nodes.map((node) => ({ ...node, children: node.children.length > 0 ? toRows(node.children) : undefined }));

/** A menu's two moves among its siblings: up (earlier) and down (later). */
const MOVES = [
  { step: -1, key: 'up', icon: <ArrowUpOutlined /> },
  { step: 1, key: 'down', icon: <ArrowDownOutlined /> },
] as const;

/**
 * /auth/menu: the menu tree the navigation is built from, with its order, titles, hidden flags and links, and each
 * menu's permission groups. Administrators edit it; a menu the code serves is never deleted.
 */
export default function MenuPage() {
  const { t, i18n } = useTranslation();
  const access = useAccess();
  const admin = access.isAdmin;
  const menus = useCall(calls.authAccess.menus, undefined);
  const rows = menus.data ?? [];
  const tree = useMemo(() => toRows(menuTree(rows, i18n.language)), [rows, i18n.language]);
  const [dialog, setDialog] = useState<MenuDialogTarget | null>(null);
  const [groupsOf, setGroupsOf] = useState<MenuItem | null>(null);
  const move = useCallMutation(calls.authAccess.editMenu, accessChange);
  const askDelete = useMenuDelete();
  const other = i18n.language.startsWith('zh') ? 'title_en' : 'title_zh';

  const moveBy = (row: MenuItem, step: -1 | 1) => {
    const sort = movedSort(rows, row, step);
    if (sort === null) return;
    void settleChange(move.mutateAsync({ id: row.id, sort }), { success: t('authAccess.menu.moved') });
  };

  const kindTag = (row: MenuRow) => {
    const kind = menuKind(row);
    if (kind === 'link') return <Tag color="blue">{t('authAccess.menu.kind.link')}</Tag>;
    if (row.builtin) return <Tag color="purple">{t('authAccess.menu.kind.builtin')}</Tag>;
    return <Tag>{t('authAccess.menu.kind.group')}</Tag>;
  };

  const columns: ColumnsType<MenuRow> = [
    {
      key: 'title',
      title: t('authAccess.menu.col.title'),
      width: 340,
      render: (_, row) => (
        <span data-testid={`menu-row-${row.name}`}>
          {row.title}
          {row[other] && row[other] !== row.title ? (
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
              {row[other]}
            </Typography.Text>
          ) : null}
        </span>
      ),
    },
    { key: 'kind', title: t('authAccess.menu.col.kind'), width: 110, render: (_, row) => kindTag(row) },
    {
      key: 'target',
      title: t('authAccess.menu.col.target'),
      ellipsis: true,
      render: (_, row) =>
        row.external_url ? (
          <a href={row.external_url} target="_blank" rel="noopener noreferrer">
            <LinkOutlined aria-hidden /> {row.external_url}
          </a>
        ) : (
          <code>{row.path || row.name}</code>
        ),
    },
    {
      key: 'hidden',
      title: t('authAccess.menu.col.hidden'),
      width: 100,
      render: (_, row) => (row.hidden ? <Tag color="default">{t('authAccess.menu.hidden')}</Tag> : null),
    },
    {
      key: 'groups',
      title: t('authAccess.menu.col.groups'),
      width: 120,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => setGroupsOf(row)}
          data-testid={`menu-groups-${row.name}`}
          aria-label={t('authAccess.menu.groupsButton', { count: row.groups.length, menu: row.title })}
        >
          {row.groups.length}
        </Button>
      ),
    },
  ];
  if (admin) {
    columns.push({
      key: 'action',
      title: t('authAccess.col.action'),
      width: 290,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          {MOVES.map(({ step, key, icon }) => (
            <Tooltip key={key} title={t(`authAccess.menu.${key}`)}>
              <Button
                type="text"
                size="small"
                icon={icon}
                disabled={movedSort(rows, row, step) === null}
                data-testid={`menu-${key}`}
                aria-label={t(`authAccess.menu.${key}Of`, { name: row.title })}
                onClick={() => moveBy(row, step)}
              />
            </Tooltip>
          ))}
          <Button type="link" size="small" onClick={() => setDialog({ mode: 'edit', menu: row })}>
            {t('authAccess.edit')}
          </Button>
          {/* a page that roles hold as a leaf cannot take children: offered on grouping menus and sections only */}
          {menuKind(row) === 'group' || row.children ? (
            <Button
              type="link"
              size="small"
              onClick={() => setDialog({ mode: 'add', kind: 'group', parentId: row.id })}
            >
              {t('authAccess.menu.addChild')}
            </Button>
          ) : null}
          {row.builtin ? null : (
            <Button type="link" size="small" danger onClick={() => askDelete(row, row.title)} data-testid="menu-delete">
              {t('authAccess.delete')}
            </Button>
          )}
        </Space>
      ),
    });
  }

  return (
    <ListPage
      breadcrumb={[{ title: t('menu.auth') }, { title: t('menu.auth.menu') }]}
      toolbar={
        <>
          {admin ? (
            <>
              <Button
                type="primary"
                icon={<FolderAddOutlined />}
                onClick={() => setDialog({ mode: 'add', kind: 'group', parentId: null })}
                data-testid="menu-add-group"
              >
                {t('authAccess.menu.addGroup')}
              </Button>
              <Button
                icon={<LinkOutlined />}
                onClick={() => setDialog({ mode: 'add', kind: 'link', parentId: null })}
                data-testid="menu-add-link"
              >
                {t('authAccess.menu.addLink')}
              </Button>
            </>
          ) : null}
          <ExportButton call={calls.listExports.menus} filters={undefined} fileName="menus.csv" />
        </>
      }
    >
      <Table<MenuRow>
        // remounted once the rows arrive, so that every branch starts open
        key={menus.isSuccess ? 'loaded' : 'loading'}
        rowKey="id"
        size="middle"
        loading={menus.isFetching}
        dataSource={tree}
        columns={columns}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        scroll={{ x: 1100 }}
        locale={{ emptyText: t('authAccess.menu.empty') }}
      />
      {dialog ? <MenuFormDialog target={dialog} rows={rows} onClose={() => setDialog(null)} /> : null}
      {groupsOf ? (
        <MenuGroupsDrawer menu={groupsOf} rows={rows} editable={admin} onClose={() => setGroupsOf(null)} />
      ) : null}
    </ListPage>
  );
}
