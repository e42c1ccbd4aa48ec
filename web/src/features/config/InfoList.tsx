import Descriptions from 'antd/es/descriptions';
import type { ReactNode } from 'react';

/** One labelled fact of a diagnostics card. */
export interface InfoRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** A one-column list of labelled facts, shared by the diagnostics cards. */
export default function InfoList({ rows }: { rows: InfoRow[] }) {
  return (
    <Descriptions
      column={1}
      size="small"
      styles={{ label: { width: 200 } }}
      items={rows.map((row) => ({ key: row.key, label: row.label, children: row.value }))}
    />
  );
}
