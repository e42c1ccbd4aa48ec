import { CAMPAIGN_FLAGS, CampaignLimits, CampaignRecordLimits, CampaignType } from '@adconsole/contract';
import Collapse from 'antd/es/collapse';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import { textLimit } from '../../kit/fieldRules';
import { onText, ruleOf } from '../../kit/ruleOf';
import { type CampaignFormValues, recordFieldsOf, zonedSeconds } from './campaignFormValues';
import { coefProblem, externalIdProblem, optionProblem } from './campaignRecordRules';
import { urlProblem } from './campaignRules';
import { ZonedTimeField } from './formParts';

/** The advanced section's panels and the fields each holds (a refused field opens its panel). */
export const RECORD_PANELS = {
  install: ['auto_download', 'silently_install', 'app_online', 'attribution_pi', 'pack_attribution_tracker_url'],
  bidding: ['bid_price_punish_coef', 'reservation'],
  references: ['io_id', 'po_id', 'merchant_id', 'camp_id'],
} as const;
export type RecordPanel = keyof typeof RECORD_PANELS;

/** The panels holding any of the fields named (antd's error field names). */
export const panelsOf = (fields: readonly (string | number)[][]): RecordPanel[] =>
  (Object.keys(RECORD_PANELS) as RecordPanel[]).filter((panel) =>
    fields.some((name) => (RECORD_PANELS[panel] as readonly string[]).includes(String(name[0]))),
  );

const WIDE = { maxWidth: 420 };
const NARROW = { maxWidth: 220 };

/** A switch of the record as two labelled choices, so the value reads the same in the form and in the record. */
function FlagField({ name, values, extra }: { name: string; values: string; extra: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(`campaignFields.label.${name}`)} extra={extra}>
      <Radio.Group options={CAMPAIGN_FLAGS.map((value) => ({ value, label: t(`${values}.${value}`) }))} />
    </Form.Item>
  );
}

/**
 * The campaign form's advanced section, collapsed by default: download and install behaviour with pre-install
 * attribution, the bid penalty and the reservation's deliver-by time, and the order and external ids.
 */
export default function CampaignRecordFields({
  form,
  open,
  onOpen,
}: {
  form: FormInstance<CampaignFormValues>;
  open: RecordPanel[];
  onOpen: (panels: RecordPanel[]) => void;
}) {
  const { t } = useTranslation();
  const zone = Form.useWatch('time_zone', form) ?? 'UTC';
  const type = Form.useWatch('campaign_type', form);
  // the rules between the options read the whole form as it would be sent
  const option = (field: string) => ({
    validator: () => {
      const values = form.getFieldsValue(true) as CampaignFormValues;
      const problem = optionProblem(field, {
        ...recordFieldsOf(values),
        campaign_type: values.campaign_type,
        start_time: recordStart(values),
        end_time: recordEnd(values),
      });
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  });
  const externalId = (name: string, extra?: string) => (
    <Form.Item
      name={name}
      label={t(`campaignFields.label.${name}`)}
      extra={extra}
      rules={[ruleOf(onText(externalIdProblem), t)]}
    >
      <Input style={NARROW} {...textLimit(t, CampaignRecordLimits.EXTERNAL_ID_MAX).input} />
    </Form.Item>
  );
  const items = [
    {
      key: 'install',
      label: t('campaignFields.section.install'),
      forceRender: true,
      children: (
        <>
          <FlagField name="auto_download" values="campaignFields.flag" extra={t('campaignFields.hint.auto_download')} />
          <Form.Item
            name="silently_install"
            label={t('campaignFields.label.silently_install')}
            extra={t('campaignFields.hint.silently_install')}
            dependencies={['auto_download']}
            rules={[option('silently_install')]}
          >
            <Radio.Group
              options={CAMPAIGN_FLAGS.map((value) => ({ value, label: t(`campaignFields.flag.${value}`) }))}
            />
          </Form.Item>
          <FlagField name="app_online" values="campaignFields.appOnline" extra={t('campaignFields.hint.app_online')} />
          <FlagField
            name="attribution_pi"
            values="campaignFields.flag"
            extra={t('campaignFields.hint.attribution_pi')}
          />
          <Form.Item
            name="pack_attribution_tracker_url"
            label={t('campaignFields.label.pack_attribution_tracker_url')}
            extra={t('campaignFields.hint.pack_attribution_tracker_url')}
            dependencies={['attribution_pi']}
            rules={[
              ruleOf(onText(urlProblem), t),
              option('pack_attribution_tracker_url'),
              textLimit(t, CampaignLimits.URL_MAX).rule,
            ]}
          >
            <Input
              style={WIDE}
              {...textLimit(t, CampaignLimits.URL_MAX).input}
              placeholder={t('campaigns.form.urlPlaceholder')}
              data-testid="campaign-form-pack-url"
            />
          </Form.Item>
        </>
      ),
    },
    {
      key: 'bidding',
      label: t('campaignFields.section.bidding'),
      forceRender: true,
      children: (
        <>
          <Form.Item
            name="bid_price_punish_coef"
            label={t('campaignFields.label.bid_price_punish_coef')}
            extra={t('campaignFields.hint.bid_price_punish_coef')}
            rules={[ruleOf(onText(coefProblem), t)]}
          >
            <Input style={{ maxWidth: 120 }} inputMode="decimal" data-testid="campaign-form-punish-coef" />
          </Form.Item>
          {type === CampaignType.RESERVATION ? (
            <ReservationField form={form} zone={zone} rule={option('reservation_time')} />
          ) : null}
        </>
      ),
    },
    {
      key: 'references',
      label: t('campaignFields.section.references'),
      forceRender: true,
      children: (
        <>
          {externalId('io_id', t('campaignFields.hint.references'))}
          {externalId('po_id')}
          {externalId('merchant_id')}
          {externalId('camp_id', t('campaignFields.hint.camp_id'))}
        </>
      ),
    },
  ];
  return (
    <Form.Item label={t('campaignFields.section')}>
      <Collapse
        size="small"
        activeKey={open}
        onChange={(keys) => onOpen((Array.isArray(keys) ? keys : [keys]) as RecordPanel[])}
        items={items}
        data-testid="campaign-form-advanced"
      />
    </Form.Item>
  );
}

/** The reservation's deliver-by time, picked in the campaign's zone, checked against its type and flight. */
function ReservationField({
  form,
  zone,
  rule,
}: {
  form: FormInstance<CampaignFormValues>;
  zone: string;
  rule: { validator: () => Promise<void> };
}) {
  const { t } = useTranslation();
  return (
    <ZonedTimeField
      name="reservation"
      label={t('campaignFields.label.reservation_time')}
      zone={zone}
      form={form}
      extra={t('campaignFields.hint.reservation_time')}
      rules={[rule]}
      dependencies={['start', 'end', 'campaign_type']}
    />
  );
}

const recordStart = (values: CampaignFormValues) => zonedSeconds(values.start, values.time_zone) ?? 0;
const recordEnd = (values: CampaignFormValues) => zonedSeconds(values.end, values.time_zone);
