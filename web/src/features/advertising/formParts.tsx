import { CampaignStatus } from '@adconsole/contract';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../kit/fieldRules';
import { onText, ruleOf } from '../../kit/ruleOf';
import { useGuardedCancel } from '../../kit/useDiscardGuard';
import { zonedSeconds } from './campaignFormValues';
import { amountProblem } from './campaignRules';

/** An amount typed with at most 2 decimals (budgets, limits, bids); empty means no limit where `hint` says so. */
export function AmountField({
  name,
  label,
  hint,
  placeholder,
  testId,
}: {
  name: string;
  label: string;
  hint?: string;
  /** what an empty field means (a budget's "Unlimited") */
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} extra={hint} rules={[ruleOf(onText(amountProblem), t)]}>
      <Input style={{ maxWidth: 220 }} inputMode="decimal" placeholder={placeholder} data-testid={testId} />
    </Form.Item>
  );
}

/** Rows of a Form.List (country bids, trackers): each with a remove button, then an add button; none in read-only. */
export function EditableRows({
  name,
  readOnly,
  addLabel,
  removeLabel,
  children,
}: {
  name: string;
  readOnly: boolean;
  addLabel: string;
  removeLabel: string;
  children: (row: number) => ReactNode;
}) {
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {rows.map((row) => (
            <Space key={row.key} align="baseline" wrap>
              {children(row.name)}
              <Button
                type="text"
                hidden={readOnly}
                icon={<MinusCircleOutlined />}
                aria-label={removeLabel}
                onClick={() => remove(row.name)}
              />
            </Space>
          ))}
          <Button
            type="dashed"
            hidden={readOnly}
            icon={<PlusOutlined />}
            onClick={() => add({})}
            style={{ width: 200 }}
          >
            {addLabel}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

const PICKER = { showTime: { format: 'HH:mm' }, format: 'YYYY-MM-DD HH:mm' } as const;

/** The on/paused choice of a campaign or ad group form. */
export function StatusField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="status" label={t('campaigns.form.status')}>
      <Radio.Group
        options={[CampaignStatus.ON, CampaignStatus.PAUSED].map((value) => ({
          value,
          label: t(value === CampaignStatus.ON ? 'campaigns.status.on' : 'campaigns.status.off'),
        }))}
      />
    </Form.Item>
  );
}

/** "Time zone …" beside a picker: every time of a campaign is its own zone's wall clock. */
export function ZoneNote({ zone }: { zone: string }) {
  const { t } = useTranslation();
  return <span style={{ color: 'var(--ac-text-muted)' }}>{t('campaigns.form.inZone', { zone })}</span>;
}

/** Props of a time picked in the campaign's zone; `after` names the field this one must come after. */
export interface ZonedTimeFieldProps {
  name: string;
  label: string;
  zone: string;
  form: FormInstance;
  required?: boolean;
  extra?: string;
  after?: string;
  testId?: string;
  /** more checks of the picked time, and the fields whose change runs them again */
  rules?: { validator: (rule: unknown, value: Dayjs | null) => Promise<void> }[];
  dependencies?: string[];
}

/** A date-time picker in the campaign's time zone, with the zone beside it and "end after start" when asked. */
export function ZonedTimeField({
  name,
  label,
  zone,
  form,
  required,
  extra,
  after,
  testId,
  rules: more = [],
  dependencies = [],
}: ZonedTimeFieldProps) {
  const { t } = useTranslation();
  const rules = [
    ...(required ? [requiredRule(t, label, 'choose')] : []),
    ...(after
      ? [
          {
            validator: (_: unknown, value: Dayjs | null) => {
              const from = zonedSeconds(form.getFieldValue(after), zone);
              const to = zonedSeconds(value, zone);
              return from !== null && to !== null && to <= from
                ? Promise.reject(new Error(t('campaigns.rule.endAfterStart')))
                : Promise.resolve();
            },
          },
        ]
      : []),
    ...more,
  ];
  const watched = [...(after ? [after] : []), ...dependencies];
  return (
    <Form.Item label={label} required={required} extra={extra}>
      <Space>
        <Form.Item name={name} noStyle rules={rules} dependencies={watched.length ? watched : undefined}>
          <DatePicker {...PICKER} aria-label={label} data-testid={testId} />
        </Form.Item>
        <ZoneNote zone={zone} />
      </Space>
    </Form.Item>
  );
}

/** The end of a form: the refusal, if any, then submit, cancel and the keyboard hint. */
export function FormFooter({
  refusal,
  pending,
  testId,
  onCancel,
}: {
  refusal: string | null;
  pending: boolean;
  testId: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  // inside the create / edit drawer, Cancel asks first when the form was changed, as its X does
  const cancel = useGuardedCancel(onCancel);
  return (
    <>
      {refusal ? (
        <Form.Item label=" " colon={false}>
          <Alert type="error" showIcon title={refusal} data-testid={`${testId}-refusal`} />
        </Form.Item>
      ) : null}
      <Form.Item label=" " colon={false}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="primary" htmlType="submit" loading={pending} data-testid={`${testId}-submit`}>
            {t('campaigns.form.submit')}
          </Button>
          <Button onClick={cancel} data-testid={`${testId}-cancel`}>
            {t('campaigns.form.cancel')}
          </Button>
          <span style={{ color: 'var(--ac-text-muted)', fontSize: 12 }}>{t('campaigns.form.keyboard')}</span>
        </div>
      </Form.Item>
    </>
  );
}
