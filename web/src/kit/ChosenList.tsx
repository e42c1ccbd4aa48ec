import CloseOutlined from '@ant-design/icons/CloseOutlined';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { needsTooltip } from './targetTree';

/** Props of the chosen side: the chosen items in order and how to remove them. */
export interface ChosenListProps {
  items: readonly { key: string; label: string }[];
  onRemove: (key: string) => void;
  height: number;
}

/** The chosen side of a tree selector: each item with a remove button, which re-enables it on the source side. */
export default function ChosenList({ items, onRemove, height }: ChosenListProps) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kit.tree.noneChosen')} />
      </div>
    );
  }
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, height, overflowY: 'auto' }} data-testid="tree-chosen">
      {items.map((item) => {
        const label = (
          <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {item.label}
          </span>
        );
        return (
          <li
            key={item.key}
            data-testid={`tree-chosen-${item.key}`}
            style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '3px 4px 3px 8px', borderRadius: 6 }}
          >
            {needsTooltip(item.label) ? <Tooltip title={item.label}>{label}</Tooltip> : label}
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={t('kit.tree.remove', { label: item.label })}
              onClick={() => onRemove(item.key)}
            />
          </li>
        );
      })}
    </ul>
  );
}
