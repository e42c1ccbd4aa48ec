import { TagLimits } from '@adconsole/contract';
import Tooltip from 'antd/es/tooltip';
import { needsTooltip } from './tagPaths';

/** A tree label; long names keep their full text in a tooltip (spec: over 40 characters). */
export function TagLabel({ name }: { name: string }) {
  if (!needsTooltip(name, TagLimits.LABEL_TOOLTIP_AT)) return <span>{name}</span>;
  return (
    <Tooltip title={name}>
      <span className="tag-label-long">{`${[...name].slice(0, TagLimits.LABEL_TOOLTIP_AT).join('')}…`}</span>
    </Tooltip>
  );
}
