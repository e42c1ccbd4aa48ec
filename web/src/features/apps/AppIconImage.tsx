import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import { useTranslation } from 'react-i18next';
import { textColor } from '../../kit/theme';

/** Props of an app icon: its address ('' when none is stored), the app's name for the alt text, the side in px. */
export interface AppIconImageProps {
  url: string;
  name: string;
  size: number;
}

/** An app's icon in a square tile (one that is not square letterboxed in it), or a grey tile that says there is none. */
export default function AppIconImage({ url, name, size }: AppIconImageProps) {
  const { t } = useTranslation();
  const box = { width: size, height: size, borderRadius: 8, border: '1px solid #f0f0f0' };
  if (!url) {
    return (
      <span
        role="img"
        aria-label={t('apps.noIcon')}
        title={t('apps.noIcon')}
        style={{
          ...box,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#fafafa',
        }}
      >
        <AppstoreOutlined style={{ color: textColor.muted, fontSize: size / 2 }} />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={t('apps.iconOf', { name })}
      width={size}
      height={size}
      loading="lazy"
      style={{ ...box, objectFit: 'contain', background: '#fafafa', display: 'block' }}
      data-testid="app-icon"
    />
  );
}
