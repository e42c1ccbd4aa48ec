import type { MaterialItem } from '@adconsole/contract';
import { useState } from 'react';

/**
 * The selected materials of a library. The selection survives paging (rows picked on several pages act together),
 * and keeps the rows themselves, since batch dialogs need names and tags of rows no longer on screen.
 */
export function useSelection() {
  const [selected, setSelected] = useState<Map<number, MaterialItem>>(new Map());
  return {
    ids: new Set(selected.keys()),
    items: [...selected.values()],
    count: selected.size,
    /** replaces the picks of one page with `picked` */
    setPage: (page: readonly MaterialItem[], picked: readonly MaterialItem[]) =>
      setSelected((current) => {
        const onPage = new Set(page.map((row) => row.id));
        const next = new Map([...current].filter(([id]) => !onPage.has(id)));
        for (const row of picked) next.set(row.id, row);
        return next;
      }),
    toggle: (item: MaterialItem, on: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        if (on) next.set(item.id, item);
        else next.delete(item.id);
        return next;
      }),
    drop: (ids: readonly number[]) =>
      setSelected((current) => new Map([...current].filter(([id]) => !ids.includes(id)))),
    clear: () => setSelected(new Map()),
  };
}
