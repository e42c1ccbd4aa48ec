import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ResizableHeaderCell from './ResizableHeaderCell';

const cell = (className: string) =>
  render(
    <table>
      <thead>
        <tr>
          <ResizableHeaderCell
            className={className}
            onResizeWidth={() => {}}
            resizeLabel="Resize"
            style={{ width: 90 }}
          >
            Operation
          </ResizableHeaderCell>
        </tr>
      </thead>
    </table>,
  );

describe('ResizableHeaderCell', () => {
  it('positions its resize handle in an ordinary header cell', () => {
    cell('ant-table-cell');
    const th = screen.getByText('Operation').closest('th') as HTMLElement;
    expect(th.style.position).toBe('relative');
    expect(screen.getByLabelText('Resize')).toBeTruthy();
  });

  it('leaves a fixed column header sticky (antd positions it), so it stays in view while the table scrolls', () => {
    cell('ant-table-cell ant-table-cell-fix ant-table-cell-fix-end');
    const th = screen.getByText('Operation').closest('th') as HTMLElement;
    expect(th.style.position).toBe('');
    expect(th.style.width).toBe('90px');
  });
});
