import type { NavNode } from '@adconsole/contract';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import type { DataNode } from 'antd/es/tree';
import Tree from 'antd/es/tree';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTitle } from '../menus/menuTree';

type Translate = (key: string, options?: { defaultValue?: string }) => string;

// As the navigation bar shows it: hidden menus left out, titles from the menu rows (the locale's when absent).
function toData(nodes: readonly NavNode[], language: string, t: Translate): DataNode[] {
  return nodes
    .filter((node) => !node.hidden)
    .map((node) => {
      const title = menuTitle(
        {
          name: t(`menu.${node.name}`, { defaultValue: node.name }),
          title_zh: node.title_zh ?? '',
          title_en: node.title_en ?? '',
        },
        language,
      );
      return {
        key: node.id,
        title: node.external_url ? (
          <span>
            {title} <LinkOutlined aria-hidden />
          </span>
        ) : (
          title
        ),
        children: toData(node.children, language, t),
      };
    });
}

/** The navigation a user would see, as a read-only tree. */
export function NavigationPreview({ nodes }: { nodes: readonly NavNode[] }) {
  const { t, i18n } = useTranslation();
  const data = useMemo(() => toData(nodes, i18n.language, t), [nodes, i18n.language, t]);
  return <Tree treeData={data} defaultExpandAll selectable={false} data-testid="effective-navigation" />;
}
