import type { NavNode } from '@adconsole/contract';
import Menu from 'antd/es/menu';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buildMenuItems, selectedKeysFor } from './menuItems';

/** The horizontal menu built from the server's navigation tree, highlighting the current page's branch. */
export default function NavMenu({ nodes, className }: { nodes: readonly NavNode[]; className?: string }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const items = useMemo(() => buildMenuItems(nodes, t, '', i18n.language), [nodes, t, i18n.language]);
  const selected = useMemo(() => selectedKeysFor(nodes, pathname), [nodes, pathname]);
  return <Menu mode="horizontal" className={className} items={items} selectedKeys={selected} />;
}
