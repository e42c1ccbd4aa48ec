import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import Button from 'antd/es/button';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './table.module.css';

/** One chosen column in the order list. */
export interface OrderItem {
  key: string;
  label: string;
  locked?: boolean;
}

/** Props of the order list: the chosen columns in order, and how to move one to another's place. */
export interface ColumnOrderListProps {
  items: readonly OrderItem[];
  onMove: (key: string, target: string) => void;
}

/** The chosen columns in display order: drag a row (or use its arrows) to move it. */
export default function ColumnOrderList({ items, onMove }: ColumnOrderListProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const drop = (event: DragEvent, target: string) => {
    event.preventDefault();
    const key = dragged ?? event.dataTransfer.getData('text/plain');
    if (key && key !== target) onMove(key, target);
    setDragged(null);
    setOver(null);
  };

  return (
    <ol
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
      data-testid="column-order"
    >
      {items.map((item, index) => (
        <li
          key={item.key}
          draggable
          className={`${styles.orderRow} ${over === item.key && dragged !== item.key ? styles.dragOver : ''}`}
          data-testid={`column-order-${item.key}`}
          onDragStart={(event) => {
            event.dataTransfer.setData('text/plain', item.key);
            event.dataTransfer.effectAllowed = 'move';
            setDragged(item.key);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(item.key);
          }}
          onDragLeave={() => setOver((current) => (current === item.key ? null : current))}
          onDrop={(event) => drop(event, item.key)}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
        >
          <HolderOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />
          <span className={styles.orderLabel} title={item.label}>
            {item.label}
          </span>
          {item.locked ? <LockOutlined style={{ color: 'rgba(0,0,0,0.35)' }} title={t('kit.columns.locked')} /> : null}
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('kit.columns.moveUp', { label: item.label })}
            disabled={index === 0}
            onClick={() => onMove(item.key, items[index - 1]!.key)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('kit.columns.moveDown', { label: item.label })}
            disabled={index === items.length - 1}
            onClick={() => onMove(item.key, items[index + 1]!.key)}
          />
        </li>
      ))}
    </ol>
  );
}
