import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of the on/off switch of a campaign or ad group row. */
export interface StatusSwitchProps {
  on: boolean;
  name: string;
  editable: boolean;
  /** answers whether the change was made */
  onChange: (on: boolean) => Promise<boolean>;
  testId: string;
}

/** The row's delivery switch (enable or pause); a read-only role sees the state as a tag. */
export default function StatusSwitch({ on, name, editable, onChange, testId }: StatusSwitchProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!editable) return <Tag>{t(on ? 'campaigns.status.on' : 'campaigns.status.off')}</Tag>;
  return (
    <Switch
      checked={on}
      loading={busy}
      aria-label={t('campaigns.switch.label', { name })}
      onChange={(next) => {
        setBusy(true);
        void onChange(next).finally(() => setBusy(false));
      }}
      data-testid={testId}
    />
  );
}
