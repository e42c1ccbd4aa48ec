import Popover from 'antd/es/popover';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { splitChips } from './chips';
import { WidgetLimit } from './constants';
import { textColor } from './theme';

/** A tag as chips show it. */
export interface ChipTag {
  id: number | string;
  name: string;
}

/** Tags in a table cell: 3 tags, then an ellipsis; hovering shows every tag in a popover. */
export default function TagChips({ tags }: { tags: readonly ChipTag[] | null | undefined }) {
  const { t } = useTranslation();
  const list = tags ?? [];
  const { shown, hidden } = splitChips(list, WidgetLimit.TAG_CHIPS);
  if (list.length === 0) return <span style={{ color: textColor.muted }}>-</span>;
  const chips = (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }} data-testid="tag-chips">
      {shown.map((tag) => (
        <Tag key={tag.id} color="geekblue" style={{ marginInlineEnd: 0 }}>
          {tag.name}
        </Tag>
      ))}
      {hidden > 0 ? <Tag style={{ marginInlineEnd: 0 }}>…</Tag> : null}
    </span>
  );
  if (hidden === 0) return chips;
  return (
    <Popover
      title={t('kit.tags.all', { count: list.length })}
      content={
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, maxWidth: 320 }} data-testid="tag-popover">
          {list.map((tag) => (
            <Tag key={tag.id} color="geekblue" style={{ marginInlineEnd: 0 }}>
              {tag.name}
            </Tag>
          ))}
        </div>
      }
    >
      {chips}
    </Popover>
  );
}
