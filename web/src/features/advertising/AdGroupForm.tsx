import {
  type AdGroupDetail,
  CampaignLimits,
  calls,
  FREQUENCY_CAPS,
  FrequencyPeriod,
  TRIGGER_MODES,
} from '@adconsole/contract';
import DatePicker from 'antd/es/date-picker';
import Divider from 'antd/es/divider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../app/useCall';
import { requiredRule, textLimit } from '../../kit/fieldRules';
import { onText, ruleOf } from '../../kit/ruleOf';
import { useFormSave } from '../../kit/useFormSave';
import {
  type AdGroupFormValues,
  adGroupValuesOf,
  createAdGroupBody,
  emptyAdGroupValues,
  updateAdGroupBody,
} from './adGroupFormValues';
import { advertisingChange } from './api';
import { nameProblem } from './campaignRules';
import DayPartingGrid from './DayPartingGrid';
import { AmountField, FormFooter, StatusField, ZonedTimeField, ZoneNote } from './formParts';
import OfflineValidityField from './OfflineValidityField';
import TargetingFields from './TargetingFields';

/** Props of the ad group form: its campaign (id, name, time zone, account), an ad group to edit (null to create). */
export interface AdGroupFormProps {
  campaign: { id: number; name: string; timeZone: string; accountId: number; accountName: string };
  item: AdGroupDetail | null;
  /** called with the saved ad group's id */
  onSaved: (id: number) => void;
  onCancel: () => void;
}

/** The ad group's form: name and trigger, targeting, limits, delivery settings and the schedule in the campaign's zone. */
export default function AdGroupForm({ campaign, item, onSaved, onCancel }: AdGroupFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdGroupFormValues>();
  const initial = useMemo(() => (item ? adGroupValuesOf(item) : emptyAdGroupValues()), [item]);
  const { refusal, settle, formProps } = useFormSave(form, { invalid: t('campaigns.form.invalid') });
  const create = useCallMutation(calls.campaigns.groupCreate, advertisingChange);
  const update = useCallMutation(calls.campaigns.groupUpdate, advertisingChange);
  const antiHijack = Form.useWatch('anti_hijack', form) ?? initial.anti_hijack;
  const zone = campaign.timeZone;

  const submit = async (values: AdGroupFormValues) => {
    const all = { ...initial, ...values, targeting: { ...initial.targeting, ...values.targeting } };
    const outcome = await settle(
      item
        ? update.mutateAsync(updateAdGroupBody(item.ad_group_id, all, zone))
        : create.mutateAsync(createAdGroupBody(campaign.id, all, zone)),
      t(item ? 'campaigns.saved' : 'campaigns.groupForm.created'),
    );
    if (outcome.ok) onSaved(item ? item.ad_group_id : (outcome.data as { id: number }).id);
  };

  return (
    <Form<AdGroupFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '170px' }}
      wrapperCol={{ flex: 1 }}
      labelWrap
      initialValues={initial}
      onFinish={(values) => void submit(values)}
      {...formProps}
      data-testid="ad-group-form"
    >
      <Form.Item label={t('campaigns.groupForm.campaign')}>
        <span>{campaign.name}</span>
      </Form.Item>
      <Form.Item name="name" label={t('campaigns.groupForm.name')} required rules={[ruleOf(onText(nameProblem), t)]}>
        <Input {...textLimit(t, CampaignLimits.NAME_MAX).input} data-testid="ad-group-form-name" />
      </Form.Item>
      <StatusField />
      <Form.Item
        name="trigger_mode"
        label={t('campaigns.groupForm.triggerMode')}
        rules={[requiredRule(t, t('campaigns.groupForm.triggerMode'), 'choose')]}
      >
        <Radio.Group
          options={TRIGGER_MODES.map((code) => ({ value: code, label: t(`target.trigger_modes.${code}`) }))}
        />
      </Form.Item>

      <Divider titlePlacement="start">{t('campaigns.groupForm.section.targeting')}</Divider>
      <TargetingFields account={{ id: campaign.accountId, name: campaign.accountName }} item={item} />

      <Divider titlePlacement="start">{t('campaigns.groupForm.section.limits')}</Divider>
      <AmountField
        name="total_limit"
        label={t('campaigns.groupForm.totalLimit')}
        hint={t('campaigns.groupForm.limitHint')}
        testId="ad-group-form-total-limit"
      />
      <AmountField
        name="daily_limit"
        label={t('campaigns.groupForm.dailyLimit')}
        hint={t('campaigns.groupForm.limitHint')}
        testId="ad-group-form-daily-limit"
      />
      <Form.Item label={t('campaigns.groupForm.frequency')}>
        <Space wrap>
          <Form.Item name="frequency_cap" noStyle>
            <Radio.Group
              aria-label={t('campaigns.groupForm.frequencyCount')}
              options={FREQUENCY_CAPS.map((value) => ({
                value,
                label: value === 0 ? t('campaigns.groupForm.frequency.none') : String(value),
              }))}
            />
          </Form.Item>
          <Form.Item name="frequency_period" noStyle>
            <Radio.Group
              aria-label={t('campaigns.groupForm.frequencyPeriod')}
              options={[
                { value: FrequencyPeriod.DAY, label: t('campaigns.groupForm.frequency.day') },
                { value: FrequencyPeriod.TOTAL, label: t('campaigns.groupForm.frequency.total') },
              ]}
            />
          </Form.Item>
        </Space>
      </Form.Item>
      <AmountField name="bid_price" label={t('campaigns.form.bidPrice')} />

      <Divider titlePlacement="start">{t('campaigns.groupForm.section.delivery')}</Divider>
      <Form.Item label={t('campaigns.groupForm.offline')}>
        <Space wrap>
          <OfflineValidityField />
          <Form.Item
            name="offline_deadline"
            label={t('campaigns.groupForm.offlineDeadline')}
            style={{ marginBottom: 0 }}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <ZoneNote zone={zone} />
        </Space>
      </Form.Item>
      <Form.Item label={t('campaigns.groupForm.antiHijack')}>
        <Space align="start" wrap>
          <Form.Item name="anti_hijack" valuePropName="checked" noStyle>
            <Switch aria-label={t('campaigns.groupForm.antiHijack')} />
          </Form.Item>
          {antiHijack ? (
            <Form.Item
              name="anti_hijack_params"
              noStyle
              rules={[{ type: 'array', max: CampaignLimits.ANTI_HIJACK_MAX }]}
            >
              <Select
                mode="tags"
                open={false}
                suffixIcon={null}
                aria-label={t('campaigns.groupForm.antiHijackParams')}
                placeholder={t('campaigns.groupForm.antiHijackParams')}
                style={{ minWidth: 320 }}
              />
            </Form.Item>
          ) : null}
        </Space>
      </Form.Item>
      <Form.Item
        name="transmission_time"
        label={t('campaigns.groupForm.transmission')}
        extra={t('campaigns.groupForm.transmissionHint')}
      >
        <InputNumber min={-1} precision={0} style={{ width: 160 }} />
      </Form.Item>

      <Divider titlePlacement="start">{t('campaigns.groupForm.section.schedule')}</Divider>
      <ZonedTimeField
        name="start"
        label={t('campaigns.groupForm.startTime')}
        zone={zone}
        form={form}
        extra={t('campaigns.groupForm.followsCampaign')}
      />
      <ZonedTimeField
        name="end"
        label={t('campaigns.groupForm.endTime')}
        zone={zone}
        form={form}
        extra={t('campaigns.groupForm.followsCampaign')}
        after="start"
      />
      <Form.Item
        name="schedule"
        label={t('campaigns.groupForm.hours')}
        extra={t('campaigns.dayParting.hint')}
        rules={[{ type: 'array', min: 1, message: t('campaigns.rule.dayParting') }]}
      >
        <DayPartingGrid zone={zone} />
      </Form.Item>
      <FormFooter
        refusal={refusal}
        pending={create.isPending || update.isPending}
        testId="ad-group-form"
        onCancel={onCancel}
      />
    </Form>
  );
}
