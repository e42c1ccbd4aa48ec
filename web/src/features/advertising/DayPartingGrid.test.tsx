import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import DayPartingGrid from './DayPartingGrid';
import { slotOf, wholeWeek } from './dayParting';

function Controlled({ initial, seen }: { initial: number[]; seen: (slots: number[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DayPartingGrid
      zone="Asia/Shanghai"
      value={value}
      onChange={(next) => {
        seen(next);
        setValue(next);
      }}
    />
  );
}

const cellAt = (slot: number) => document.querySelector(`[data-slot="${slot}"]`) as HTMLElement;

describe('DayPartingGrid', { timeout: 20_000 }, () => {
  it('has one tab stop; arrows move it and Space turns the focused hour', () => {
    let last: number[] = [];
    render(<Controlled initial={[]} seen={(s) => (last = s)} />);
    const tabbable = [...document.querySelectorAll('[role="gridcell"]')].filter(
      (c) => c.getAttribute('tabindex') === '0',
    );
    expect(tabbable).toHaveLength(1);
    cellAt(0).focus();
    fireEvent.keyDown(cellAt(0), { key: 'ArrowDown' });
    fireEvent.keyDown(cellAt(slotOf(1, 0)), { key: 'End' });
    expect(document.activeElement).toBe(cellAt(slotOf(1, 23)));
    fireEvent.keyDown(cellAt(slotOf(1, 23)), { key: ' ' });
    expect(last).toEqual([slotOf(1, 23)]);
    expect(cellAt(slotOf(1, 23)).getAttribute('aria-selected')).toBe('true');
    expect(cellAt(slotOf(1, 23)).getAttribute('tabindex')).toBe('0');
  });

  it("turns a whole day with its name's button, and says the week in words", () => {
    let last: number[] = [];
    render(<Controlled initial={wholeWeek()} seen={(s) => (last = s)} />);
    expect(screen.getByTestId('day-parting-summary').textContent).not.toMatch(/:\s*\d/);
    fireEvent.click(screen.getByTestId('day-parting-day-6'));
    expect(last).toHaveLength(6 * 24);
    expect(screen.getByTestId('day-parting-summary').textContent).toContain('00:00-24:00');
    expect(screen.getByTestId('day-parting-zone').textContent).toContain('Asia/Shanghai');
  });
});
