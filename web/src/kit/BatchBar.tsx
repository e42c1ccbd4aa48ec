import CloseOutlined from '@ant-design/icons/CloseOutlined';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './format';

/** Props of the batch bar: how many rows are selected, what can be done with them, and how to let go. */
export interface BatchBarProps {
  count: number;
  actions: ReactNode;
  onClear: () => void;
}

/** The bar over a table while rows are selected: the selected count, the batch actions, and "clear selection". */
export default function BatchBar({ count, actions, onClear }: BatchBarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (count <= 0) return null;
  return (
    <div
      role="toolbar"
      aria-label={t('kit.batch.label')}
      data-testid="batch-bar"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '8px 16px',
        marginBottom: 12,
        borderRadius: token.borderRadius,
        background: token.colorPrimaryBg,
        border: `1px solid ${token.colorPrimaryBorder}`,
      }}
    >
      <span data-testid="batch-count">{t('kit.batch.selected', { count, formatted: formatNumber(count) })}</span>
      <Space size={8} style={{ flex: 1 }}>
        {actions}
      </Space>
      <Button type="text" size="small" icon={<CloseOutlined />} onClick={onClear}>
        {t('kit.batch.clear')}
      </Button>
    </div>
  );
}
