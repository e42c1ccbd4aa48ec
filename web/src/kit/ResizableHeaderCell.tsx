import type { KeyboardEvent, PointerEvent as ReactPointerEvent, ThHTMLAttributes } from 'react';
import styles from './table.module.css';

/** Extra props the table hands a resizable header cell (through the column's onHeaderCell). */
export interface ResizeProps {
  /** called while dragging (`done` false) and once when the drag ends (`done` true) */
  onResizeWidth?: (width: number, done: boolean) => void;
  resizeLabel?: string;
}

// Arrow keys move the edge by this much, so the grip works without a mouse too.
const KEY_STEP = 16;

/** A table header cell with a drag handle on its right edge that resizes the column. */
export default function ResizableHeaderCell({
  onResizeWidth,
  resizeLabel,
  children,
  ...rest
}: ThHTMLAttributes<HTMLTableCellElement> & ResizeProps) {
  if (!onResizeWidth) return <th {...rest}>{children}</th>;

  const cellWidth = (handle: HTMLElement) => handle.parentElement?.getBoundingClientRect().width ?? 0;

  const start = (event: ReactPointerEvent<HTMLHRElement>) => {
    // The header's own click sorts the column; a resize must not.
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = cellWidth(event.currentTarget);
    let width = startWidth;
    const move = (e: PointerEvent) => {
      width = startWidth + e.clientX - startX;
      onResizeWidth(width, false);
    };
    const end = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      document.body.style.removeProperty('cursor');
      onResizeWidth(width, true);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    document.body.style.cursor = 'col-resize';
  };

  const key = (event: KeyboardEvent<HTMLHRElement>) => {
    const step = event.key === 'ArrowRight' ? KEY_STEP : event.key === 'ArrowLeft' ? -KEY_STEP : 0;
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    onResizeWidth(cellWidth(event.currentTarget) + step, true);
  };

  // The handle sits on the cell's edge, so the cell must position it; a fixed column's cell is already sticky
  // (antd's class), which positions it too, and `relative` would unstick the header of that column.
  const sticky = typeof rest.className === 'string' && rest.className.includes('-cell-fix');
  return (
    <th {...rest} style={sticky ? rest.style : { ...rest.style, position: 'relative' }}>
      {children}
      <hr
        aria-orientation="vertical"
        aria-label={resizeLabel}
        aria-valuenow={0}
        tabIndex={0}
        className={styles.resizeHandle}
        data-testid="column-resize-handle"
        title={resizeLabel}
        onPointerDown={start}
        onKeyDown={key}
        onClick={(event) => event.stopPropagation()}
      />
    </th>
  );
}
