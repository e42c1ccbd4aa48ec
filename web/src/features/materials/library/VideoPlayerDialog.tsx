import type { MaterialItem } from '@adconsole/contract';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatFileSize } from '../../../kit/format';
import GuardedModal from '../../../kit/GuardedModal';
import { textColor } from '../../../kit/theme';
import { durationOf } from './materialRules';

/** The spec's video player dialog width (px). */
const PLAYER_WIDTH = 972;

/** The 972 px player of a video material: the original file with the browser's controls, playing on open. */
export default function VideoPlayerDialog({ item, onClose }: { item: MaterialItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <GuardedModal
      watchForms={false}
      open={item !== null}
      width={PLAYER_WIDTH}
      title={item?.name}
      footer={null}
      onCancel={onClose}
      // unmounting the element is what stops the sound when the dialog closes
      destroyOnHidden
      centered
    >
      {item ? (
        <div data-testid="video-player">
          <video
            src={item.download_url}
            poster={item.thumb_url || undefined}
            controls
            autoPlay
            playsInline
            style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8, display: 'block' }}
          >
            <track kind="captions" />
            {t('library.player.unsupported')}
          </video>
          <div style={{ marginTop: 8, color: textColor.muted }}>
            {t('library.player.facts', {
              id: item.id,
              size: `${item.width}*${item.height}`,
              duration: formatDuration(durationOf(item)),
              file: formatFileSize(item.size),
            })}
          </div>
        </div>
      ) : null}
    </GuardedModal>
  );
}
