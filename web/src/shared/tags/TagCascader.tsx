import type { TagTreeNode } from '@adconsole/contract';
import Cascader from 'antd/es/cascader';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toastWarning } from '../../kit/feedback';
import { TagLabel } from './TagLabel';
import { indexTagPaths, leafIdsOf, limitedSelection } from './tagPaths';
import { useTagTree } from './useTagTree';

/** Which of the spec's limit messages a picker shows when one more tag would pass its maximum. */
export type TagLimitKind = 'filter' | 'single' | 'batch' | 'picker';

interface Option {
  value: number;
  label: React.ReactNode;
  name: string;
  children?: Option[];
}

const toOptions = (nodes: readonly TagTreeNode[]): Option[] =>
  nodes.map((n) => ({
    value: n.id,
    name: n.name,
    label: <TagLabel name={n.name} />,
    ...(n.level < 3 ? { children: toOptions(n.children), disabled: n.children.length === 0 } : {}),
  }));

export interface TagCascaderProps {
  /** third-level tag ids */
  value?: number[];
  onChange?: (ids: number[]) => void;
  max: number;
  limitKind: TagLimitKind;
  placeholder?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
  id?: string;
  /** the accessible name where no form label points at `id` (defaults to "Tags") */
  'aria-label'?: string;
}

/** A multi-select cascader over the tag tree that sends third-level ids and refuses more than `max`. */
export function TagCascader({
  value = [],
  onChange,
  max,
  limitKind,
  placeholder,
  disabled,
  style,
  id,
  'aria-label': ariaLabel,
}: TagCascaderProps) {
  const { t } = useTranslation();
  const { data: tree = [], isLoading } = useTagTree();
  const options = useMemo(() => toOptions(tree), [tree]);
  const paths = useMemo(() => indexTagPaths(tree), [tree]);
  const selected = value.map((tagId) => paths.get(tagId)).filter((p): p is [number, number, number] => Boolean(p));

  const change = (next: (string | number)[][]) => {
    const { ids, ok } = limitedSelection(
      leafIdsOf(
        next.map((p) => p.map(Number)),
        tree,
      ),
      max,
    );
    if (!ok) return toastWarning(t(`tags.limit.${limitKind}`, { max }));
    onChange?.(ids);
  };

  return (
    <Cascader
      id={id}
      // a form item's label names the control through `id`; anywhere else it needs a name of its own
      aria-label={ariaLabel ?? (id ? undefined : t('tags.picker.label'))}
      multiple
      showCheckedStrategy={Cascader.SHOW_CHILD}
      maxTagCount="responsive"
      options={options}
      value={selected}
      onChange={(v) => change(v as (string | number)[][])}
      loading={isLoading}
      disabled={disabled}
      placeholder={placeholder ?? t('tags.picker.placeholder', { max })}
      style={{ minWidth: 240, ...style }}
      showSearch={{
        filter: (input, path) =>
          path.some((o) =>
            String((o as Option).name)
              .toLowerCase()
              .includes(input.toLowerCase()),
          ),
        render: (_input, path) => path.map((o) => (o as Option).name).join(' / '),
      }}
      notFoundContent={t('common.empty')}
      allowClear
    />
  );
}
