import type { MenuItem } from '@adconsole/contract';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import Tree from 'antd/es/tree';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupDescription, groupTitle } from '../../../shared/access-texts/accessTexts';
import { menuTree } from '../menus/menuTree';
import {
  checkedKeysOf,
  type GrantMenu,
  type GrantNode,
  type Grants,
  grantNodes,
  grantsOf,
  isDestructiveGroup,
  withoutImplicitDestructive,
} from './grantTree';

export interface GrantTreeProps {
  /** every menu row, with its groups */
  menus: readonly MenuItem[];
  value: Grants;
  onChange: (grants: Grants) => void;
  disabled?: boolean;
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
        // a group shows its name in the reader's language and what it allows; its key (what the code checks) on hover
        groups: menu.groups.map((group) => ({
          id: group.id,
          title: groupTitle(t, group.name),
          description: groupDescription(t, group.name, group.remark),
          code: group.name,
        })),
      }));
    return grantNodes(toGrant(menuTree(menus, i18n.language)));
  }, [menus, i18n.language, t]);
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
          <span data-testid={`grant-${node.key}`} title={node.code}>
            {node.title}
            {node.description ? <Typography.Text type="secondary"> · {node.description}</Typography.Text> : null}
            {isDestructiveGroup(node.code) ? (
              <Tag color="error" style={{ marginInlineStart: 8 }}>
                {t('authAccess.grants.ownTick')}
              </Tag>
            ) : null}
          </span>
        ) : (
          <span data-testid={`grant-${node.key}`}>{node.title}</span>
        )
      }
      checkedKeys={checked}
      onCheck={(keys, info) => {
        const after = Array.isArray(keys) ? keys : keys.checked;
        onChange(grantsOf(nodes, withoutImplicitDestructive(nodes, String(info.node.key), checked, after)));
      }}
    />
  );
}
