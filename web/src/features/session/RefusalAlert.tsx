import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import styles from './LoginPage.module.css';

/** The server's refusal of a login (wrong credentials, locked, disabled), shown above the form until dismissed. */
export default function RefusalAlert({
  text,
  closeLabel,
  onClose,
}: {
  text: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className={styles.alert} role="alert">
      <CloseCircleFilled className={styles.alertIcon} />
      <span className={styles.alertText}>{text}</span>
      <button type="button" className={styles.alertClose} aria-label={closeLabel} onClick={onClose}>
        <CloseOutlined />
      </button>
    </div>
  );
}
