import type { MaterialItem } from '@adconsole/contract';
import PlayCircleFilled from '@ant-design/icons/PlayCircleFilled';
import { useTranslation } from 'react-i18next';
import styles from './library.module.css';

/** Props of a material's thumbnail: the material, its box size, and what a click opens. */
export interface MaterialThumbProps {
  item: Pick<MaterialItem, 'id' | 'name' | 'type' | 'thumb_url' | 'download_url'>;
  width: number | string;
  height: number;
  onOpen: () => void;
}

/**
 * The small picture of a material (the stored WebP thumbnail or the video's poster frame, never the original), as a
 * button: an image opens the preview viewer, a video the player.
 */
export default function MaterialThumb({ item, width, height, onOpen }: MaterialThumbProps) {
  const { t } = useTranslation();
  const video = item.type === 2;
  return (
    <button
      type="button"
      className={video ? `${styles.thumb} ${styles.video}` : styles.thumb}
      style={{ width, height }}
      onClick={onOpen}
      aria-label={t(video ? 'library.action.play' : 'library.action.preview', { name: item.name })}
      data-testid={video ? 'material-play' : 'material-preview'}
    >
      {item.thumb_url ? <img src={item.thumb_url} alt={item.name} loading="lazy" decoding="async" /> : null}
      {video ? (
        <span className={styles.play} aria-hidden>
          <PlayCircleFilled />
        </span>
      ) : null}
    </button>
  );
}
