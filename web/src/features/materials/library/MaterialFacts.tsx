import type { MaterialItem } from '@adconsole/contract';
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../kit/format';
import { orientationKey } from './materialRules';

/** Single mode's facts of one material: id, size, scale, orientation, file size and format. */
export default function MaterialFacts({ item }: { item: MaterialItem }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`library.info.${key}`);
  return (
    <Descriptions
      size="small"
      column={3}
      bordered
      data-testid="material-facts"
      items={[
        { key: 'id', label: label('id'), children: item.id },
        { key: 'size', label: label('size'), children: `${item.width}*${item.height}` },
        { key: 'scale', label: label('scale'), children: item.scale },
        { key: 'orientation', label: label('orientation'), children: t(orientationKey(item.screen_type)) },
        { key: 'fileSize', label: label('fileSize'), children: formatFileSize(item.size) },
        { key: 'format', label: label('format'), children: item.format.toUpperCase() },
      ]}
    />
  );
}
