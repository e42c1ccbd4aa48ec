import type { MaterialItem } from '@adconsole/contract';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionIds } from '../../app/session';
import { useAccountPicker } from '../../shared/useAccountPicker';
import type { PickerMode } from '../materials/picker/limits';
import { useSignedIn } from './useSignedIn';

// the picker and the upload are their own chunks: the /test page loads them only when the card is used signed in
const MaterialPickerDrawer = lazy(() => import('../materials/picker/MaterialPickerDrawer'));
const MaterialPickerDialog = lazy(() => import('../materials/picker/MaterialPickerDialog'));
const UploadDrawer = lazy(() => import('../materials/upload/UploadDrawer'));

const MODES: PickerMode[] = ['default', 'copy', 'scale', 'sku'];
/** the ratio the scale mode demonstrates */
const DEMO_SCALE = '16:9';

const ids = (list: MaterialItem[]) => list.map((m) => m.id).join(', ') || '-';

/** /test: the material picker in every mode (drawer and form dialog) and the upload drawer, with what they answered. */
export default function MaterialPickerCard() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [accountId, setAccountId] = useState<number | undefined>(() => sessionIds().accountId ?? undefined);
  const accountPicker = useAccountPicker(accountId === undefined ? undefined : [accountId], { enabled: signedIn });
  const [type, setType] = useState<1 | 2>(1);
  const [mode, setMode] = useState<PickerMode>('default');
  const [open, setOpen] = useState<'picker' | 'upload' | null>(null);
  const [drawerValue, setDrawerValue] = useState<MaterialItem[]>([]);
  const [fieldValue, setFieldValue] = useState<MaterialItem[]>([]);
  const [saved, setSaved] = useState<number[]>([]);
  const pickType = mode === 'sku' ? 1 : type;
  const common = { type: pickType, mode, accountId, scale: mode === 'scale' ? DEMO_SCALE : undefined };

  return (
    <Card title={t('picker.demo.title')} style={{ gridColumn: '1 / -1' }} data-testid="picker-demo">
      <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.55)' }}>{t('picker.demo.subtitle')}</p>
      {!signedIn ? (
        <p data-testid="picker-demo-signin">{t('picker.demo.signIn')}</p>
      ) : (
        <>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 16 }}>
            <Select<number>
              aria-label={t('picker.demo.account')}
              placeholder={t('picker.demo.account')}
              data-testid="picker-demo-account"
              style={{ width: 220 }}
              value={accountId}
              onChange={(id) => {
                setAccountId(id);
                accountPicker.clearSearch();
              }}
              allowClear
              showSearch={accountPicker.search}
              loading={accountPicker.loading}
              options={accountPicker.accounts.map((a) => ({ value: a.id, label: a.account_name }))}
            />
            <Segmented<1 | 2>
              value={pickType}
              disabled={mode === 'sku'}
              onChange={setType}
              data-testid="picker-demo-type"
              options={[
                { value: 1, label: t('picker.demo.image') },
                { value: 2, label: t('picker.demo.video') },
              ]}
            />
            <Segmented<PickerMode>
              value={mode}
              onChange={(next) => {
                setMode(next);
                setDrawerValue([]);
                setFieldValue([]);
              }}
              data-testid="picker-demo-mode"
              options={MODES.map((m) => ({ value: m, label: t(`picker.demo.mode.${m}`, { scale: DEMO_SCALE }) }))}
            />
            <Button type="primary" onClick={() => setOpen('picker')} data-testid="picker-demo-open">
              {t('picker.demo.openDrawer')}
            </Button>
            <Button onClick={() => setOpen('upload')} data-testid="upload-demo-open">
              {t(pickType === 2 ? 'upload.title.video' : 'upload.title.image')}
            </Button>
          </div>
          <Suspense fallback={null}>
            <Descriptions bordered size="small" column={1}>
              <Descriptions.Item label={t('picker.demo.field')}>
                <MaterialPickerDialog
                  key={`${mode}-${pickType}`}
                  {...common}
                  value={fieldValue}
                  onChange={setFieldValue}
                />
              </Descriptions.Item>
              <Descriptions.Item label={t('picker.demo.drawerPicked')}>
                <span data-testid="picker-demo-picked">{ids(drawerValue)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('picker.demo.fieldPicked')}>
                <span data-testid="picker-demo-field">{ids(fieldValue)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('picker.demo.saved')}>
                <span data-testid="upload-demo-saved">{saved.join(', ') || '-'}</span>
              </Descriptions.Item>
            </Descriptions>
            {open === 'picker' ? (
              <MaterialPickerDrawer
                key={`${mode}-${pickType}`}
                {...common}
                open
                value={drawerValue}
                onChange={setDrawerValue}
                onClose={() => setOpen(null)}
              />
            ) : null}
            {open === 'upload' ? (
              <UploadDrawer
                open
                type={pickType}
                accountId={accountId}
                onClose={() => setOpen(null)}
                onSaved={setSaved}
              />
            ) : null}
          </Suspense>
        </>
      )}
    </Card>
  );
}
