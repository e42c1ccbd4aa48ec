import ColumnWidthOutlined from '@ant-design/icons/ColumnWidthOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CustomColumnsDialog from './CustomColumnsDialog';
import type { TableColumns } from './useTableColumns';

/** Props of the table settings: the table's columns (from useTableColumns) and the dialog's categories. */
export interface TableSettingsProps<T> {
  table: TableColumns<T>;
  categories: readonly { key: string; label: string }[];
}

/** "Reset column width" and "Custom columns" over a table, with the dialog. */
export default function TableSettings<T>({ table, categories }: TableSettingsProps<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<ColumnWidthOutlined />}
        onClick={table.resetWidths}
        disabled={!table.hasCustomWidths}
        data-testid="reset-widths"
      >
        {t('kit.columns.resetWidth')}
      </Button>
      <Button icon={<SettingOutlined />} onClick={() => setOpen(true)} data-testid="custom-columns-open">
        {t('kit.columns.title')}
      </Button>
      <CustomColumnsDialog
        open={open}
        columns={table.all}
        categories={categories}
        layout={table.layout}
        onCancel={() => setOpen(false)}
        onUse={(layout, asCommon) => {
          table.applyLayout(layout, asCommon);
          setOpen(false);
        }}
        onRestoreDefault={() => {
          table.restoreDefault();
          setOpen(false);
        }}
      />
    </>
  );
}
