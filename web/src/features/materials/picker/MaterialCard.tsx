import { FileKind, type MaterialItem } from '@adconsole/contract';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import Checkbox from 'antd/es/checkbox';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../kit/format';
import { textColor } from '../../../kit/theme';
import OriginTag from './OriginTag';

/** Props of one material in the picker grid. */
export interface MaterialCardProps {
  item: MaterialItem;
  selected: boolean;
  /** why it can never be picked (deleted, not reviewed, wrong ratio), shown on hover; null when it can */
  blocked: string | null;
  /** a click: the owner picks it, takes it back, or says why not (limits that depend on the selection) */
  onToggle: () => void;
}

const THUMB_HEIGHT = 104;

/** A material as a card: thumbnail, origin tag, name, id and ratio; a click picks it or takes it back. */
export default function MaterialCard({ item, selected, blocked, onToggle }: MaterialCardProps) {
  const { t } = useTranslation();
  const video = item.type === FileKind.VIDEO;
  // a blocked card stays clickable only to take it back
  const inert = Boolean(blocked) && !selected;
  const card = (
    // biome-ignore lint/a11y/useSemanticElements: the card holds a checkbox and an image; a button may not contain them
    <div
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-disabled={inert}
      data-testid="picker-card"
      data-id={item.id}
      data-scale={item.scale}
      data-size={`${item.width}x${item.height}`}
      data-selected={selected}
      onClick={inert ? undefined : onToggle}
      onKeyDown={(e) => {
        if (!inert && (e.key === 'Enter' || e.key === ' ')) {
          e.preventDefault();
          onToggle();
        }
      }}
      style={{
        position: 'relative',
        border: `2px solid ${selected ? '#1677ff' : '#f0f0f0'}`,
        borderRadius: 8,
        overflow: 'hidden',
        cursor: inert ? 'not-allowed' : 'pointer',
        opacity: inert ? 0.5 : 1,
        background: '#fff',
      }}
    >
      <div
        style={{
          height: THUMB_HEIGHT,
          background: 'repeating-conic-gradient(#f5f5f5 0% 25%, #fff 0% 50%) 50% / 16px 16px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <img
          src={item.thumb_url || item.download_url}
          alt={item.name}
          loading="lazy"
          style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
        {video ? (
          <PlayCircleOutlined style={{ position: 'absolute', fontSize: 28, color: 'rgba(255,255,255,0.9)' }} />
        ) : null}
      </div>
      {/* a picture of the state, which the card's aria-pressed already tells: no control of its own inside the button */}
      <span style={{ position: 'absolute', top: 6, left: 6 }} inert>
        <Checkbox checked={selected} disabled={inert} tabIndex={-1} />
      </span>
      <span style={{ position: 'absolute', top: 6, right: 6 }}>
        <OriginTag origin={item.origin} />
      </span>
      <div style={{ padding: '6px 8px' }}>
        <div
          style={{ fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          title={item.name}
        >
          {item.name}
        </div>
        <div style={{ fontSize: 12, color: textColor.muted, display: 'flex', justifyContent: 'space-between' }}>
          <span>{t('picker.cardId', { id: item.id })}</span>
          <span>
            {video
              ? `${item.scale} · ${formatDuration(item.duration)}`
              : `${item.scale} · ${item.width}*${item.height}`}
          </span>
        </div>
      </div>
    </div>
  );
  return blocked && !selected ? <Tooltip title={blocked}>{card}</Tooltip> : card;
}
