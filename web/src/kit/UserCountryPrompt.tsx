import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitChips } from './chips';
import { DialogWidth } from './constants';
import { formatNumber } from './format';
import TargetTreeSelector from './TargetTreeSelector';
import { indexTree, type TreeItem } from './targetTree';
import { textColor } from './theme';

/** Props of the user-country prompt: the country list (flat), the saved set, and what saving does. */
export interface UserCountryPromptProps {
  countries: readonly TreeItem[];
  value: readonly string[];
  onSave: (keys: string[]) => void;
  exclusiveKey?: string;
  loading?: boolean;
  disabled?: boolean;
}

// The summary shows a handful of names; the dialog shows them all.
const SUMMARY_NAMES = 6;

/**
 * The tree selector's country mode: the saved user-country set, and a "create" (nothing saved yet) or "edit"
 * prompt that opens the selector over the country list.
 */
export default function UserCountryPrompt({
  countries,
  value,
  onSave,
  exclusiveKey,
  loading,
  disabled,
}: UserCountryPromptProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const index = useMemo(() => indexTree(countries), [countries]);
  const mode = value.length === 0 ? 'create' : 'edit';
  const { shown, hidden } = splitChips(value, SUMMARY_NAMES);

  return (
    <div data-testid="user-country">
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', minHeight: 32 }}>
        {value.length === 0 ? (
          <span style={{ color: textColor.muted }}>{t('kit.country.none')}</span>
        ) : (
          <>
            {shown.map((key) => (
              <Tag key={key} style={{ marginInlineEnd: 0 }}>
                {index.get(key)?.label ?? key}
              </Tag>
            ))}
            {hidden > 0 ? <Tag style={{ marginInlineEnd: 0 }}>+{formatNumber(hidden)}</Tag> : null}
          </>
        )}
        <Button
          type={mode === 'create' ? 'primary' : 'default'}
          icon={mode === 'create' ? <PlusOutlined /> : <EditOutlined />}
          disabled={disabled}
          onClick={() => {
            setDraft([...value]);
            setOpen(true);
          }}
          data-testid="user-country-open"
        >
          {t(`kit.country.${mode}`)}
        </Button>
      </div>
      <Modal
        open={open}
        width={DialogWidth.CUSTOM_COLUMNS}
        title={t(`kit.country.${mode}`)}
        okText={t(mode === 'create' ? 'kit.country.createOk' : 'kit.country.editOk')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: draft.length === 0, 'data-testid': 'user-country-ok' } as never}
        onCancel={() => setOpen(false)}
        onOk={() => {
          onSave(draft);
          setOpen(false);
        }}
        destroyOnHidden
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(`kit.country.${mode}Prompt`, { count: value.length, formatted: formatNumber(value.length) })}
        />
        <TargetTreeSelector
          tree={countries}
          value={draft}
          onChange={setDraft}
          exclusiveKey={exclusiveKey}
          loading={loading}
          height={280}
        />
      </Modal>
    </div>
  );
}
