import { MaterialLimits } from '@adconsole/contract';
import Tag from 'antd/es/tag';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { textColor } from '../../../kit/theme';
import { TagTreePicker } from '../../../shared/tags/TagTreePicker';
import { useTagTree } from '../../../shared/tags/useTagTree';
import { tagLeafOptions } from './librarySearch';

/** Props of manual tagging: the chosen third-level tag ids and whether the limit message is the batch one. */
export interface ManualTaggingProps {
  value: number[];
  onChange: (ids: number[]) => void;
  batch: boolean;
}

/** The manual tab: the chosen tags as removable chips over the three-level tree (at most 10 per material). */
export default function ManualTagging({ value, onChange, batch }: ManualTaggingProps) {
  const { t } = useTranslation();
  const tree = useTagTree();
  const labels = useMemo(() => new Map(tagLeafOptions(tree.data ?? []).map((o) => [o.value, o.label])), [tree.data]);
  const max = MaterialLimits.TAGS_PER_MATERIAL;
  return (
    <div data-testid="manual-tagging">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, minHeight: 28, marginBottom: 8 }}>
        <span style={{ color: textColor.muted, lineHeight: '24px' }}>
          {t('library.tags.count', { count: value.length, max })}
        </span>
        {value.map((id) => (
          <Tag
            key={id}
            color="geekblue"
            closable={{ 'aria-label': t('library.tags.remove', { name: labels.get(id) ?? id }) }}
            onClose={(event) => {
              event.preventDefault();
              onChange(value.filter((v) => v !== id));
            }}
            style={{ marginInlineEnd: 0 }}
          >
            {labels.get(id) ?? id}
          </Tag>
        ))}
      </div>
      <TagTreePicker value={value} onChange={onChange} max={max} limitKind={batch ? 'batch' : 'single'} height={300} />
    </div>
  );
}
