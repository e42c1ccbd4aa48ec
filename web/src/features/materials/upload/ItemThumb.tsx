import FileImageOutlined from '@ant-design/icons/FileImageOutlined';
import VideoCameraOutlined from '@ant-design/icons/VideoCameraOutlined';
import { useEffect, useState } from 'react';

/** Props of a chosen file's preview. */
export interface ItemThumbProps {
  file: File;
  /** the server's thumbnail or poster, once uploaded */
  thumbUrl?: string | null;
  size?: number;
}

const box = (size: number): React.CSSProperties => ({
  width: size,
  height: size,
  flex: 'none',
  borderRadius: 6,
  background: '#f0f2f5',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  color: 'rgba(0,0,0,0.35)',
  fontSize: size / 2.5,
});

/** A small preview: the local image itself (no round trip), the server's poster for videos, or an icon. */
export default function ItemThumb({ file, thumbUrl, size = 48 }: ItemThumbProps) {
  const [local, setLocal] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const isImage = file.type.startsWith('image/');
  useEffect(() => {
    if (!isImage) return;
    const url = URL.createObjectURL(file);
    setLocal(url);
    // the object URL holds the file in memory until revoked
    return () => URL.revokeObjectURL(url);
  }, [file, isImage]);
  const src = broken ? null : (thumbUrl ?? local);
  return (
    <span style={box(size)}>
      {src ? (
        <img
          src={src}
          alt=""
          onError={() => setBroken(true)}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : isImage ? (
        <FileImageOutlined />
      ) : (
        <VideoCameraOutlined />
      )}
    </span>
  );
}
