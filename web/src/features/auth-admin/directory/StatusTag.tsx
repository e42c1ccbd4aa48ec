import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { isEnabled } from './status';

/** The enabled / disabled state of an account, user or company, in a table cell. */
export default function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return isEnabled(status) ? (
    <Tag color="success">{t('directory.status.enabled')}</Tag>
  ) : (
    <Tag>{t('directory.status.disabled')}</Tag>
  );
}
