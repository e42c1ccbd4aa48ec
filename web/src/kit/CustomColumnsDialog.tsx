import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ColumnOrderList from './ColumnOrderList';
import { type ColumnLayout, type ColumnMeta, moveKey, visibleKeys } from './columnPrefs';
import { DialogWidth } from './constants';
import GuardedModal from './GuardedModal';
import styles from './table.module.css';
import { textColor } from './theme';

/** A column as the dialog lists it. */
export type DialogColumn = ColumnMeta & { title: string };

/** Props of the custom-columns dialog. */
export interface CustomColumnsDialogProps {
  open: boolean;
  columns: readonly DialogColumn[];
  /** the dialog's left-hand categories, in order, with their translated names */
  categories: readonly { key: string; label: string }[];
  layout: ColumnLayout;
  onCancel: () => void;
  onUse: (layout: ColumnLayout, asCommon: boolean) => void;
  onRestoreDefault: () => void;
}

/**
 * The custom-columns dialog (840 px): categories left, their checkbox groups in the middle, the chosen columns in
 * order on the right; fixed columns stay ticked. "Use" applies it, "save as common use" keeps it for good.
 */
export default function CustomColumnsDialog(props: CustomColumnsDialogProps) {
  const { open, onCancel } = props;
  const { t } = useTranslation();
  return (
    <GuardedModal
      watchForms={false}
      open={open}
      title={t('kit.columns.title')}
      width={DialogWidth.CUSTOM_COLUMNS}
      onCancel={onCancel}
      destroyOnHidden
      footer={null}
      styles={{ body: { paddingTop: 8 } }}
    >
      <DialogBody {...props} />
    </GuardedModal>
  );
}

// Mounted fresh each time the dialog opens, so the draft starts from the layout in use.
function DialogBody({ columns, categories, layout, onCancel, onUse, onRestoreDefault }: CustomColumnsDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ColumnLayout>(layout);
  const [asCommon, setAsCommon] = useState(false);
  const [active, setActive] = useState(categories[0]?.key);
  const groups = useRef(new Map<string, HTMLElement>());

  const shown = new Set(visibleKeys(columns, draft));
  const free = columns.filter((column) => !column.locked);
  const freeShown = free.filter((column) => shown.has(column.key)).length;
  const byKey = new Map(columns.map((column) => [column.key, column]));

  const setShown = (keys: string[], on: boolean) =>
    setDraft((current) => ({
      ...current,
      hidden: on ? current.hidden.filter((key) => !keys.includes(key)) : [...new Set([...current.hidden, ...keys])],
    }));

  const jump = (category: string) => {
    setActive(category);
    groups.current.get(category)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div data-testid="custom-columns">
      <div style={{ display: 'grid', gridTemplateColumns: '150px 1fr 230px', gap: 12 }}>
        <nav className={styles.pane} aria-label={t('kit.columns.categories')}>
          {categories.map((category) => (
            <button
              key={category.key}
              type="button"
              className={`${styles.category} ${active === category.key ? styles.categoryActive : ''}`}
              onClick={() => jump(category.key)}
            >
              {category.label}
            </button>
          ))}
        </nav>
        <div className={styles.pane}>
          <Checkbox
            checked={freeShown === free.length}
            indeterminate={freeShown > 0 && freeShown < free.length}
            onChange={(event) =>
              setShown(
                free.map((column) => column.key),
                event.target.checked,
              )
            }
            style={{ fontWeight: 500, marginBottom: 8 }}
          >
            {t('kit.columns.checkAll')}
          </Checkbox>
          {categories.map((category) => (
            <section
              key={category.key}
              ref={(element) => {
                if (element) groups.current.set(category.key, element);
              }}
              style={{ marginTop: 8 }}
            >
              <div style={{ color: textColor.muted, fontSize: 12, margin: '4px 0 6px' }}>{category.label}</div>
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '6px 12px' }}>
                {columns
                  .filter((column) => column.category === category.key)
                  .map((column) => (
                    <span key={column.key} style={{ justifySelf: 'start' }} data-testid={`column-check-${column.key}`}>
                      <Checkbox
                        checked={shown.has(column.key)}
                        disabled={column.locked}
                        onChange={(event) => setShown([column.key], event.target.checked)}
                      >
                        {column.title}
                      </Checkbox>
                    </span>
                  ))}
              </div>
            </section>
          ))}
        </div>
        <div className={styles.pane}>
          <div style={{ color: textColor.muted, fontSize: 12, margin: '0 0 6px 4px' }}>
            {t('kit.columns.chosen', { count: shown.size })}
          </div>
          <ColumnOrderList
            items={visibleKeys(columns, draft).map((key) => ({
              key,
              label: byKey.get(key)?.title ?? key,
              locked: byKey.get(key)?.locked,
            }))}
            onMove={(key, target) =>
              setDraft((current) => ({ ...current, order: moveKey(current.order, key, target) }))
            }
          />
        </div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 16 }}>
        <Checkbox
          checked={asCommon}
          onChange={(event) => setAsCommon(event.target.checked)}
          data-testid="columns-common"
        >
          {t('kit.columns.saveCommon')}
        </Checkbox>
        <Button type="link" onClick={onRestoreDefault} style={{ paddingInline: 4 }}>
          {t('kit.columns.restore')}
        </Button>
        <span style={{ flex: 1 }} />
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" onClick={() => onUse(draft, asCommon)} data-testid="columns-use">
          {t('kit.columns.use')}
        </Button>
      </div>
    </div>
  );
}
