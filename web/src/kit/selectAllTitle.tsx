import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { type ReactNode, useContext } from 'react';

function SelectAllTitle({ checkbox }: { checkbox: ReactNode }) {
  // antd copies every column title into an aria-hidden row that measures column widths; there the copy of the
  // select-all checkbox would be a focusable control that assistive technology cannot see, so it is made inert
  const measuring = useContext(TableMeasureRowContext);
  return measuring ? <div inert>{checkbox}</div> : checkbox;
}

/** `rowSelection.columnTitle` of every selectable table: antd's select-all checkbox, inert in the measuring row. */
export const selectAllTitle = (checkbox: ReactNode): ReactNode => <SelectAllTitle checkbox={checkbox} />;
