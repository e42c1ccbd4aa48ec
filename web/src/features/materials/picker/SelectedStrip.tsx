import type { MaterialItem } from '@adconsole/contract';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { useTranslation } from 'react-i18next';
import OriginTag from './OriginTag';

/** Props of the chosen materials shown in a form. */
export interface SelectedStripProps {
  value: MaterialItem[];
  onRemove?: (id: number) => void;
}

/** The chosen materials as small previews with their id and ratio, each removable. */
export default function SelectedStrip({ value, onRemove }: SelectedStripProps) {
  const { t } = useTranslation();
  if (!value.length) return null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} data-testid="picker-value">
      {value.map((m) => (
        <div
          key={m.id}
          data-testid="picked-material"
          data-id={m.id}
          style={{ position: 'relative', width: 96, border: '1px solid #f0f0f0', borderRadius: 6, overflow: 'hidden' }}
        >
          <div
            style={{
              height: 64,
              background: '#f5f5f5',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <img src={m.thumb_url || m.download_url} alt={m.name} style={{ maxWidth: '100%', maxHeight: '100%' }} />
          </div>
          <div style={{ fontSize: 11, padding: '2px 4px', color: 'rgba(0,0,0,0.65)', whiteSpace: 'nowrap' }}>
            {t('picker.cardId', { id: m.id })} · {m.scale}
          </div>
          {m.origin ? (
            <span
              style={{ position: 'absolute', left: 2, top: 2, transform: 'scale(0.85)', transformOrigin: 'left top' }}
            >
              <OriginTag origin={m.origin} />
            </span>
          ) : null}
          {onRemove ? (
            <button
              type="button"
              aria-label={t('picker.remove')}
              onClick={() => onRemove(m.id)}
              style={{
                position: 'absolute',
                top: 2,
                right: 2,
                border: 0,
                borderRadius: 10,
                width: 20,
                height: 20,
                cursor: 'pointer',
                background: 'rgba(0,0,0,0.45)',
                color: '#fff',
                fontSize: 10,
              }}
            >
              <CloseOutlined />
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
