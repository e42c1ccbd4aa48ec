import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { needsTooltip } from './targetTree';

/** Props of one source-tree row: its label and, for parents, the "add all children" action. */
export interface TreeNodeTitleProps {
  nodeKey: string;
  label: string;
  /** present on parents that still have children to add */
  onAddChildren?: () => void;
}

/** A tree row's label (cut with a tooltip past 40 characters) and its "add all children" link. */
export default function TreeNodeTitle({ nodeKey, label, onAddChildren }: TreeNodeTitleProps) {
  const { t } = useTranslation();
  const text = (
    <span
      style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0, flex: 1 }}
      data-testid={`tree-label-${nodeKey}`}
    >
      {label}
    </span>
  );
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      {needsTooltip(label) ? <Tooltip title={label}>{text}</Tooltip> : text}
      {onAddChildren ? (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          data-testid={`tree-add-children-${nodeKey}`}
          onClick={(event) => {
            // The row's own click would tick the node too.
            event.stopPropagation();
            onAddChildren();
          }}
        >
          {t('kit.tree.addChildren')}
        </Button>
      ) : null}
    </span>
  );
}
