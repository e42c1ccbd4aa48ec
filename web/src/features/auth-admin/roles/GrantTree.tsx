import type { MenuItem } from '@adconsole/contract';
import Empty from 'antd/es/empty';
import Tree from 'antd/es/tree';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTree } from '../menus/menuTree';
import { checkedKeysOf, type GrantMenu, type GrantNode, type Grants, grantNodes, grantsOf } from './grantTree';

export interface GrantTreeProps {
  /** every menu row, with its groups */
  menus: readonly MenuItem[];
  value: Grants;
  onChange: (grants: Grants) => void;
  disabled?: boolean;
}

// Groups show their key (what the code checks) and, when they have one, the remark that says what they allow.
function groupTitle(name: string, remark: string): string {
  return remark ? `${name} · ${remark}` : name;
}

/** The menus (titles in the current language) with their permission groups, to tick; sends the ticked leaves. */
export function GrantTree({ menus, value, onChange, disabled }: GrantTreeProps) {
  const { t, i18n } = useTranslation();
  const nodes = useMemo(() => {
    const toGrant = (list: ReturnType<typeof menuTree>): GrantMenu[] =>
      list.map((menu) => ({
        id: menu.id,
        title: menu.title,
        children: toGrant(menu.children),
        groups: menu.groups.map((group) => ({ id: group.id, title: groupTitle(group.name, group.remark) })),
      }));
    return grantNodes(toGrant(menuTree(menus, i18n.language)));
  }, [menus, i18n.language]);
  const checked = useMemo(() => checkedKeysOf(nodes, value), [nodes, value]);

  if (nodes.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('authAccess.grants.empty')} />;
  return (
    <Tree<GrantNode>
      checkable
      selectable={false}
      defaultExpandAll
      disabled={disabled}
      treeData={nodes}
      fieldNames={{ key: 'key', title: 'title', children: 'children' }}
      titleRender={(node) =>
        node.kind === 'group' ? (
          <Typography.Text type="secondary" data-testid={`grant-${node.key}`}>
            {node.title}
          </Typography.Text>
        ) : (
          <span data-testid={`grant-${node.key}`}>{node.title}</span>
        )
      }
      checkedKeys={checked}
      onCheck={(keys) => onChange(grantsOf(nodes, Array.isArray(keys) ? keys : keys.checked))}
    />
  );
}
