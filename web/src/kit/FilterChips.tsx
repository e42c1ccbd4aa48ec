import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { textColor } from './theme';

/** One applied filter shown as a chip. */
export interface Chip {
  key: string;
  label: string;
  text: string;
}

/** Props of the chip row: the applied filters, and how to remove one or all. */
export interface FilterChipsProps {
  chips: readonly Chip[];
  onRemove: (key: string) => void;
  onClear: () => void;
}

/** The applied filters as removable chips, with clear-all; nothing when no filter applies. */
export default function FilterChips({ chips, onRemove, onClear }: FilterChipsProps) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <div
      data-testid="filter-chips"
      style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginTop: 12 }}
    >
      <span style={{ color: textColor.muted }}>{t('kit.chips.title')}</span>
      {chips.map((chip) => (
        <Tag
          key={chip.key}
          closable={{ 'aria-label': t('kit.chips.remove', { label: chip.label }) }}
          color="blue"
          variant="filled"
          data-testid={`chip-${chip.key}`}
          onClose={(event) => {
            event.preventDefault();
            onRemove(chip.key);
          }}
          style={{ marginInlineEnd: 0, maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis' }}
          title={`${chip.label}: ${chip.text}`}
        >
          {chip.label}: {chip.text}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={onClear} data-testid="chips-clear">
        {t('kit.chips.clearAll')}
      </Button>
    </div>
  );
}
