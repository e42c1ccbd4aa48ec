import type { MaterialItem } from '@adconsole/contract';
import { useTranslation } from 'react-i18next';
import styles from './library.module.css';
import MaterialThumb from './MaterialThumb';

/** The image / video column: thumbnail, name and ID; the thumbnail opens the preview or the player. */
export default function MaterialCell({ item, onOpen }: { item: MaterialItem; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.cellMedia}>
      <MaterialThumb item={item} width={88} height={56} onOpen={onOpen} />
      <div className={styles.cellText}>
        <span className={styles.name} title={item.name}>
          {item.name}
        </span>
        <span className={styles.sub}>{t('library.idLabel', { id: item.id })}</span>
      </div>
    </div>
  );
}
