import { TagLimits } from '@adconsole/contract';
import Tooltip from 'antd/es/tooltip';

/** Spec: instructions are cut at 100 characters, with the whole text in a tooltip. */
export function RemarkCell({ text }: { text: string }) {
  const chars = [...text];
  if (chars.length <= TagLimits.REMARK_SHOWN) return <span>{text}</span>;
  return (
    <Tooltip title={text} styles={{ root: { maxWidth: 420 } }}>
      <span data-testid="remark-cut">{`${chars.slice(0, TagLimits.REMARK_SHOWN).join('')}…`}</span>
    </Tooltip>
  );
}
