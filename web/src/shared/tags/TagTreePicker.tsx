import type { TagTreeNode } from '@adconsole/contract';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import type { DataNode } from 'antd/es/tree';
import Tree from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastWarning } from '../../kit/feedback';
import type { TagLimitKind } from './TagCascader';
import { TagLabel } from './TagLabel';
import { limitedSelection } from './tagPaths';
import { useTagTree } from './useTagTree';

const matches = (n: TagTreeNode, q: string): boolean =>
  n.name.toLowerCase().includes(q) || n.children.some((c) => matches(c, q));

function toData(nodes: readonly TagTreeNode[], q: string): DataNode[] {
  return nodes
    .filter((n) => !q || matches(n, q))
    .map((n) => ({
      key: n.id,
      title: <TagLabel name={n.alias ? `${n.name} (${n.alias})` : n.name} />,
      // only third-level tags are sent; themes and categories check all of theirs
      isLeaf: n.level === 3,
      disableCheckbox: n.level < 3 && n.children.length === 0,
      // a matching theme or category shows all of its children
      children: n.level < 3 ? toData(n.children, n.name.toLowerCase().includes(q) ? '' : q) : undefined,
    }));
}

/** The third-level keys of the (possibly filtered) tree data. */
function leafKeys(nodes: readonly DataNode[], into = new Set<number>()): Set<number> {
  for (const n of nodes) {
    if (n.isLeaf) into.add(Number(n.key));
    else leafKeys(n.children ?? [], into);
  }
  return into;
}

function leafIds(nodes: readonly TagTreeNode[]): Set<number> {
  const out = new Set<number>();
  const walk = (list: readonly TagTreeNode[]) => {
    for (const n of list) {
      if (n.level === 3) out.add(n.id);
      else walk(n.children);
    }
  };
  walk(nodes);
  return out;
}

export interface TagTreePickerProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  max: number;
  limitKind: TagLimitKind;
  height?: number;
}

/** The three-level checkable tag tree of the batch-tag drawer, with search; sends third-level ids. */
export function TagTreePicker({ value = [], onChange, max, limitKind, height = 360 }: TagTreePickerProps) {
  const { t } = useTranslation();
  const { data: tree = [], isLoading } = useTagTree();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const data = useMemo(() => toData(tree, q), [tree, q]);
  const leaves = useMemo(() => leafIds(tree), [tree]);

  if (isLoading) return <Spin />;
  return (
    <div className="tag-tree-picker">
      <Input.Search
        allowClear
        placeholder={t('tags.picker.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      {data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />
      ) : (
        <Tree
          checkable
          selectable={false}
          height={height}
          defaultExpandAll={Boolean(q)}
          key={q}
          treeData={data}
          checkedKeys={value}
          onCheck={(checked) => {
            const keys = (Array.isArray(checked) ? checked : checked.checked).map(Number).filter((k) => leaves.has(k));
            // a search hides part of the tree, and the tree only reports what it shows: keep the hidden choices
            const shown = leafKeys(data);
            const hidden = value.filter((id) => !shown.has(id));
            const { ids, ok } = limitedSelection([...hidden, ...keys], max);
            if (!ok) return toastWarning(t(`tags.limit.${limitKind}`, { max }));
            onChange?.(ids);
          }}
        />
      )}
    </div>
  );
}
