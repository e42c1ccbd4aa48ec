import { useState } from 'react';
import { capRange, type DayRange, defaultRange, loadRange, saveRange } from './dateRange';

/**
 * A report's date range kept in localStorage under a caller-given name: the stored range (capped) or the last
 * 3 days, and a setter that caps and stores.
 */
export function useStoredRange(name: string, maxDays?: number): [DayRange, (range: DayRange) => void] {
  const [range, setRange] = useState<DayRange>(() => capRange(loadRange(name) ?? defaultRange(), maxDays));
  const update = (next: DayRange) => {
    const capped = capRange(next, maxDays);
    saveRange(name, capped);
    setRange(capped);
  };
  return [range, update];
}
