import RightOutlined from '@ant-design/icons/RightOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Tree, { type DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ChosenList from './ChosenList';
import { formatNumber } from './format';
import TreeNodeTitle from './TreeNodeTitle';
import {
  addChildren,
  addKeys,
  allLeafKeys,
  checkAllKeys,
  filterTree,
  indexTree,
  isDisabled,
  removeKeys,
  type TreeItem,
} from './targetTree';

/** Props of the targeting tree selector (antd-compatible: value and onChange hold the chosen leaf keys). */
export interface TargetTreeSelectorProps {
  tree: readonly TreeItem[];
  value?: readonly string[];
  onChange?: (keys: string[]) => void;
  /** a key that stands alone when chosen (the "all countries" entry) */
  exclusiveKey?: string;
  loading?: boolean;
  /** height of each side's list (px) */
  height?: number;
}

const box = {
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  padding: 12,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
} as const;

/**
 * Two-sided targeting picker: search, check all and per-node "add all children" on the source side; chosen nodes
 * are disabled there until they are removed from the chosen side.
 */
export default function TargetTreeSelector({
  tree,
  value = [],
  onChange,
  exclusiveKey,
  loading,
  height = 320,
}: TargetTreeSelectorProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [checked, setChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const chosen = useMemo(() => new Set(value), [value]);
  const index = useMemo(() => indexTree(tree), [tree]);
  const leaves = useMemo(() => new Set(allLeafKeys(tree)), [tree]);
  const shownTree = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  const checkable = checkAllKeys(shownTree, chosen);
  const checkedHere = checked.filter((key) => checkable.includes(key));

  const change = (next: string[]) => onChange?.(next);
  const toData = (nodes: readonly TreeItem[]): DataNode[] =>
    nodes.map((node) => {
      const parent = Boolean(node.children?.length);
      const disabled = isDisabled(node, chosen);
      return {
        key: node.key,
        disabled,
        title: (
          <TreeNodeTitle
            nodeKey={node.key}
            label={node.label}
            onAddChildren={parent && !disabled ? () => change(addChildren(value, node, exclusiveKey)) : undefined}
          />
        ),
        children: node.children ? toData(node.children) : undefined,
      };
    });
  const searching = keyword.trim() !== '';
  const parentsShown = shownTree.filter((node) => node.children?.length).map((node) => node.key);

  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0,1fr) auto minmax(0,1fr)',
        gap: 12,
        alignItems: 'stretch',
      }}
      data-testid="target-tree"
    >
      <section style={box} aria-label={t('kit.tree.source')}>
        <div style={{ fontWeight: 500, marginBottom: 8 }}>{t('kit.tree.source')}</div>
        <Input
          allowClear
          prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
          placeholder={t('kit.tree.search')}
          aria-label={t('kit.tree.search')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <Checkbox
          style={{ margin: '8px 0 4px 4px' }}
          checked={checkable.length > 0 && checkedHere.length === checkable.length}
          indeterminate={checkedHere.length > 0 && checkedHere.length < checkable.length}
          disabled={checkable.length === 0}
          onChange={(event) => setChecked(event.target.checked ? checkable : [])}
          data-testid="tree-check-all"
        >
          {t('kit.tree.checkAll')}
        </Checkbox>
        <div style={{ height, overflowY: 'auto' }}>
          <Spin spinning={Boolean(loading)}>
            <Tree
              checkable
              blockNode
              selectable={false}
              treeData={toData(shownTree)}
              checkedKeys={checkedHere}
              expandedKeys={searching ? parentsShown : expanded}
              onExpand={(keys) => setExpanded(keys.map(String))}
              onCheck={(keys) => {
                const list = Array.isArray(keys) ? keys : keys.checked;
                setChecked(list.map(String).filter((key) => leaves.has(key) && !chosen.has(key)));
              }}
            />
          </Spin>
        </div>
      </section>
      <Button
        type="primary"
        icon={<RightOutlined />}
        iconPlacement="end"
        style={{ alignSelf: 'center' }}
        disabled={checkedHere.length === 0}
        onClick={() => {
          change(addKeys(value, checkedHere, exclusiveKey));
          setChecked([]);
        }}
        data-testid="tree-add"
      >
        {t('kit.tree.add')}
      </Button>
      <section style={box} aria-label={t('kit.tree.chosen')}>
        <div style={{ display: 'flex', alignItems: 'center', marginBottom: 8, minHeight: 24 }}>
          <span style={{ fontWeight: 500, flex: 1 }} data-testid="tree-chosen-count">
            {t('kit.tree.chosenCount', { count: value.length, formatted: formatNumber(value.length) })}
          </span>
          <Button type="link" size="small" disabled={value.length === 0} onClick={() => change([])}>
            {t('kit.tree.clear')}
          </Button>
        </div>
        <ChosenList
          height={height + 62}
          items={value.map((key) => ({ key, label: index.get(key)?.label ?? key }))}
          onRemove={(key) => change(removeKeys(value, [key]))}
        />
      </section>
    </div>
  );
}
