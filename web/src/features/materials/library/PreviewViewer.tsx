import type { MaterialItem } from '@adconsole/contract';
import Image from 'antd/es/image';
import { useEffect, useState } from 'react';

/** Props of the preview viewer: the images of the page and which one is open (null: closed). */
export interface PreviewViewerProps {
  items: readonly MaterialItem[];
  openId: number | null;
  onClose: () => void;
}

/**
 * The image preview viewer: antd's preview group over the originals (download_url) of the page's images, opened at
 * the clicked one, so the arrows step through the page with zoom, rotate and flip.
 */
export default function PreviewViewer({ items, openId, onClose }: PreviewViewerProps) {
  const index = items.findIndex((item) => item.id === openId);
  const [current, setCurrent] = useState(Math.max(index, 0));
  useEffect(() => {
    if (index >= 0) setCurrent(index);
  }, [index]);
  return (
    <Image.PreviewGroup
      items={items.map((item) => ({ src: item.download_url, alt: item.name }))}
      preview={{
        open: index >= 0,
        current,
        // the group's items carry their alt, but the viewer's image takes only this one
        alt: items[current]?.name,
        onChange: (next) => setCurrent(next),
        onOpenChange: (open) => {
          if (!open) onClose();
        },
      }}
    />
  );
}
