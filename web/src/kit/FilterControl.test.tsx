import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import FilterControl from './FilterControl';
import type { SearchField } from './searchFields';

const range: SearchField = { key: 'start', kind: 'dateRange', label: 'Start', placement: 'inline' };

/** Opens the range picker's panel and answers the document (antd renders the panel in a portal). */
function openPicker() {
  const input = screen.getAllByLabelText('Start')[0] as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  fireEvent.focus(input);
  return document;
}

const todayCell = () => document.querySelector<HTMLElement>(`td[title="${dayjs().format('YYYY-MM-DD')}"]`);
const tomorrowCell = () =>
  document.querySelector<HTMLElement>(`td[title="${dayjs().add(1, 'day').format('YYYY-MM-DD')}"]`);

describe('FilterControl: date range', () => {
  it('offers the field’s shortcuts and keeps days after today out of reach when the field says so', async () => {
    const field: SearchField = {
      ...range,
      pastOnly: true,
      rangePresets: () => [{ label: 'Yesterday', value: [dayjs().subtract(1, 'day'), dayjs().subtract(1, 'day')] }],
    };
    render(<FilterControl field={field} value={undefined} onChange={() => undefined} />);
    openPicker();
    expect(await screen.findByText('Yesterday')).toBeTruthy();
    expect(todayCell()?.className).not.toContain('ant-picker-cell-disabled');
    // the panel shows this month and the next: tomorrow is in one of them
    expect(tomorrowCell()?.className).toContain('ant-picker-cell-disabled');
  });

  it('is a plain range without them', async () => {
    render(<FilterControl field={range} value={undefined} onChange={() => undefined} />);
    openPicker();
    await waitFor(() => expect(tomorrowCell()).toBeTruthy());
    expect(screen.queryByText('Yesterday')).toBeNull();
    expect(tomorrowCell()!.className).not.toContain('ant-picker-cell-disabled');
  });

  it('answers a picked shortcut as two days', async () => {
    const picked: unknown[] = [];
    const day = dayjs('2026-03-09');
    const field: SearchField = { ...range, rangePresets: () => [{ label: 'That day', value: [day, day] }] };
    render(<FilterControl field={field} value={undefined} onChange={(value) => picked.push(value)} />);
    openPicker();
    fireEvent.click(await screen.findByText('That day'));
    expect(picked).toEqual([['2026-03-09', '2026-03-09']]);
  });
});
