import {
  ATTRIBUTION_PLATFORMS,
  BILLING_TYPES,
  BUDGET_TYPES,
  CAMPAIGN_OBJECTIVES,
  CAMPAIGN_TYPES,
  type CampaignDetail,
  CampaignLimits,
  CURRENCIES,
  calls,
  TARGET_CODES,
} from '@adconsole/contract';
import Divider from 'antd/es/divider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../app/useCall';
import { type RequiredHow, requiredRule, textLimit } from '../../kit/fieldRules';
import { onText, ruleOf } from '../../kit/ruleOf';
import { useFormSave } from '../../kit/useFormSave';
import { currentLanguage } from '../../lib/language';
import { useAdApps } from '../../shared/lookups/adApps';
import { useCountries } from '../../shared/lookups/api';
import { useAccountPicker } from '../../shared/useAccountPicker';
import { advertisingChange } from './api';
import CampaignRecordFields, { panelsOf, type RecordPanel } from './CampaignRecordFields';
import {
  type CampaignFormValues,
  campaignValuesOf,
  createCampaignBody,
  emptyCampaignValues,
  onWithoutBudget,
  updateCampaignBody,
} from './campaignFormValues';
import { amountProblem, nameProblem, trackingProblem, urlProblem } from './campaignRules';
import { AmountField, EditableRows, FormFooter, StatusField, ZonedTimeField } from './formParts';
import { TIME_ZONES } from './timeZones';

/** Props of the campaign form: a campaign to edit or view (null to create), and what follows a save or a cancel. */
export interface CampaignFormProps {
  item: CampaignDetail | null;
  readOnly?: boolean;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

const WIDE = { maxWidth: 420 };

/** The tracking URLs a campaign may carry, each on the campaign's tracking host. */
const TRACKING_URLS = [
  { name: 'impression_track_url', label: 'campaigns.form.impressionUrl' },
  { name: 'click_track_url', label: 'campaigns.form.clickUrl' },
] as const;
const NARROW = { maxWidth: 220 };

/**
 * The campaign's form: basic information, budget and bid, schedule in its time zone, attribution and tracking, and
 * the collapsed advanced settings (download and install, bid penalty and reservation, order and external ids).
 */
export default function CampaignForm({ item, readOnly = false, onSaved, onCancel }: CampaignFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CampaignFormValues>();
  const initial = useMemo(() => (item ? campaignValuesOf(item) : emptyCampaignValues()), [item]);
  const { refusal, settle, formProps } = useFormSave(form, { invalid: t('campaigns.form.invalid') });
  // the advanced section starts collapsed; a refused field inside it opens its panel
  const [advanced, setAdvanced] = useState<RecordPanel[]>([]);
  const create = useCallMutation(calls.campaigns.create, advertisingChange);
  const update = useCallMutation(calls.campaigns.update, advertisingChange);
  const accountPicker = useAccountPicker(item ? [item.account_id] : undefined);
  const apps = useAdApps();
  const countries = useCountries();
  const zh = currentLanguage() === 'zh-CN';
  const appId = Form.useWatch('ad_app_id', form) ?? initial.ad_app_id;
  const zone = Form.useWatch('time_zone', form) ?? initial.time_zone;
  const events = useCall(calls.apps.eventMappings, appId == null ? null : { promotion_app_id: appId });
  const trackingHost = item?.tracking_host ?? window.location.origin;
  const zones = TIME_ZONES.includes(initial.time_zone as never) ? TIME_ZONES : [initial.time_zone, ...TIME_ZONES];

  // on with no budget spends without limit: a deliberate choice, asked for before saving
  const confirmUnlimited = () =>
    new Promise<boolean>((resolve) => {
      Modal.confirm({
        title: t('campaigns.form.unlimitedConfirm.title'),
        content: t('campaigns.form.unlimitedConfirm.text'),
        okText: t('campaigns.form.unlimitedConfirm.ok'),
        cancelText: t('campaigns.form.unlimitedConfirm.back'),
        okButtonProps: { 'data-testid': 'unlimited-ok' } as never,
        autoFocusButton: 'cancel',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const submit = async (values: CampaignFormValues) => {
    const all = { ...initial, ...values };
    if (onWithoutBudget(all) && !(await confirmUnlimited())) return;
    const outcome = await settle(
      item
        ? update.mutateAsync(updateCampaignBody(item.campaign_id, all))
        : create.mutateAsync(createCampaignBody(all)),
      t(item ? 'campaigns.saved' : 'campaigns.form.created'),
    );
    if (outcome.ok) onSaved(outcome.data.id);
  };

  const required = (label: string, how: RequiredHow = 'choose') => requiredRule(t, t(label), how);
  return (
    <Form<CampaignFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '160px' }}
      wrapperCol={{ flex: 1 }}
      labelWrap
      disabled={readOnly}
      initialValues={initial}
      onFinish={(values) => void submit(values)}
      {...formProps}
      onFinishFailed={(failed) => {
        formProps.onFinishFailed();
        setAdvanced((open) => [...new Set([...open, ...panelsOf(failed.errorFields.map((f) => f.name))])]);
      }}
      data-testid="campaign-form"
    >
      <Divider titlePlacement="start">{t('campaigns.form.section.basic')}</Divider>
      <Form.Item name="account_id" label={t('campaigns.form.account')} rules={[required('campaigns.form.account')]}>
        <Select
          showSearch={accountPicker.search}
          onChange={accountPicker.clearSearch}
          disabled={readOnly || item !== null}
          loading={accountPicker.loading}
          options={accountPicker.accounts.map((a) => ({ value: a.id, label: a.account_name }))}
          style={WIDE}
          data-testid="campaign-form-account"
        />
      </Form.Item>
      <Form.Item name="name" label={t('campaigns.form.name')} required rules={[ruleOf(onText(nameProblem), t)]}>
        <Input
          placeholder={t('campaigns.form.namePlaceholder')}
          {...textLimit(t, CampaignLimits.NAME_MAX).input}
          data-testid="campaign-form-name"
        />
      </Form.Item>
      <Form.Item name="objective" label={t('campaigns.form.objective')} rules={[required('campaigns.form.objective')]}>
        <Select
          options={CAMPAIGN_OBJECTIVES.map((value) => ({ value, label: t(`campaigns.objective.${value}`) }))}
          style={NARROW}
        />
      </Form.Item>
      <Form.Item name="ad_app_id" label={t('campaigns.form.app')} rules={[required('campaigns.form.app')]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('campaigns.form.appPlaceholder')}
          loading={apps.isLoading}
          options={(apps.data ?? []).map((app) => ({ value: app.id, label: `${app.name} (${app.pkg_name})` }))}
          onChange={() => form.setFieldValue('event_mapping_id', null)}
          style={WIDE}
          data-testid="campaign-form-app"
        />
      </Form.Item>
      <Form.Item name="campaign_type" label={t('campaigns.form.campaignType')}>
        <Radio.Group
          options={CAMPAIGN_TYPES.map((value) => ({ value, label: t(`campaigns.campaignType.${value}`) }))}
        />
      </Form.Item>
      <StatusField />

      <Divider titlePlacement="start">{t('campaigns.form.section.budget')}</Divider>
      <Form.Item name="billing_type" label={t('campaigns.form.billingType')}>
        <Radio.Group
          options={BILLING_TYPES.map((value, index) => ({
            value,
            label: t(`target.payment_types.${TARGET_CODES.payment_types[index]}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="budget_type" label={t('campaigns.form.budgetType')}>
        <Radio.Group options={BUDGET_TYPES.map((value) => ({ value, label: t(`campaigns.budgetType.${value}`) }))} />
      </Form.Item>
      <Form.Item label={t('campaigns.form.currency')} required style={{ marginBottom: 0 }}>
        <Space wrap>
          <Form.Item name="currency" rules={[required('campaigns.form.currency')]}>
            <Select
              aria-label={t('campaigns.form.currency')}
              options={CURRENCIES.map((value) => ({ value, label: value }))}
              style={{ width: 120 }}
            />
          </Form.Item>
          <Form.Item
            name="exchange_ratio"
            label={t('campaigns.form.exchangeRatio')}
            rules={[{ pattern: /^\d+(\.\d{1,6})?$/, message: t('campaigns.rule.decimal') }]}
          >
            <Input style={{ width: 120 }} />
          </Form.Item>
        </Space>
      </Form.Item>
      <AmountField
        name="campaign_budget"
        label={t('campaigns.form.budget')}
        hint={t('campaigns.form.budgetHint')}
        placeholder={t('campaigns.budget.unlimited')}
        testId="campaign-form-budget"
      />
      <AmountField
        name="campaign_daily_budget"
        label={t('campaigns.form.dailyBudget')}
        hint={t('campaigns.form.budgetHint')}
        placeholder={t('campaigns.budget.unlimited')}
        testId="campaign-form-daily-budget"
      />
      <AmountField name="bid_price" label={t('campaigns.form.bidPrice')} />
      <Form.Item label={t('campaigns.form.countryBid')}>
        <EditableRows
          name="country_bid"
          readOnly={readOnly}
          addLabel={t('campaigns.form.countryBidAdd')}
          removeLabel={t('campaigns.form.countryBidRemove')}
        >
          {(row) => (
            <>
              <Form.Item
                name={[row, 'country']}
                rules={[required('campaigns.form.countryBidCountry')]}
                style={{ marginBottom: 0 }}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  aria-label={t('campaigns.form.countryBidCountry')}
                  placeholder={t('campaigns.form.countryBidCountry')}
                  options={(countries.data ?? []).map((c) => ({ value: c.Key, label: zh ? c.name_zh : c.name_en }))}
                  style={{ width: 200 }}
                />
              </Form.Item>
              <Form.Item
                name={[row, 'bid']}
                rules={[required('campaigns.form.countryBidPrice', 'enter'), ruleOf(onText(amountProblem), t)]}
                style={{ marginBottom: 0 }}
              >
                <Input
                  aria-label={t('campaigns.form.countryBidPrice')}
                  placeholder={t('campaigns.form.countryBidPrice')}
                  style={{ width: 120 }}
                />
              </Form.Item>
            </>
          )}
        </EditableRows>
      </Form.Item>

      <Divider titlePlacement="start">{t('campaigns.form.section.schedule')}</Divider>
      <Form.Item name="time_zone" label={t('campaigns.form.timeZone')} rules={[required('campaigns.form.timeZone')]}>
        <Select showSearch options={zones.map((value) => ({ value, label: value }))} style={NARROW} />
      </Form.Item>
      <ZonedTimeField
        name="start"
        label={t('campaigns.form.startTime')}
        zone={zone}
        form={form}
        required
        testId="campaign-form-start"
      />
      <ZonedTimeField
        name="end"
        label={t('campaigns.form.endTime')}
        zone={zone}
        form={form}
        extra={t('campaigns.form.endTimeHint')}
        after="start"
      />

      <Divider titlePlacement="start">{t('campaigns.form.section.tracking')}</Divider>
      <Form.Item name="event_mapping_id" label={t('campaigns.form.eventMapping')}>
        <Select
          allowClear
          placeholder={t('campaigns.form.eventMappingPlaceholder')}
          loading={events.isLoading}
          options={(events.data ?? []).map((m) => ({
            value: m.id,
            label: `${m.event_name} · ${t(`apps.eventType.${m.event_type}`)}`,
          }))}
          style={WIDE}
        />
      </Form.Item>
      <Form.Item name="attribution_platform" label={t('campaigns.form.attributionPlatform')}>
        <Select
          options={ATTRIBUTION_PLATFORMS.map((value) => ({
            value,
            label: value === 'none' ? t('campaigns.attribution.none') : t(`campaigns.attribution.${value}`),
          }))}
          style={NARROW}
        />
      </Form.Item>
      <Form.Item label={t('campaigns.form.trackerUrl')}>
        <EditableRows
          name="attribution_trackers"
          readOnly={readOnly}
          addLabel={t('campaigns.form.trackerAdd')}
          removeLabel={t('campaigns.form.trackerRemove')}
        >
          {(row) => (
            <>
              <Form.Item
                name={[row, 'affiliate']}
                rules={[
                  required('campaigns.form.affiliate', 'enter'),
                  { pattern: /^[A-Za-z0-9_]+$/, message: t('campaigns.rule.affiliate') },
                ]}
                style={{ marginBottom: 0 }}
              >
                <Input
                  aria-label={t('campaigns.form.affiliate')}
                  placeholder={t('campaigns.form.affiliate')}
                  style={{ width: 160 }}
                />
              </Form.Item>
              <Form.Item
                name={[row, 'url']}
                rules={[
                  required('campaigns.form.trackerUrl', 'enter'),
                  ruleOf(
                    onText((s) => urlProblem(s)),
                    t,
                  ),
                ]}
                style={{ marginBottom: 0 }}
              >
                <Input
                  aria-label={t('campaigns.form.trackerUrl')}
                  placeholder={t('campaigns.form.urlPlaceholder')}
                  style={{ width: 320 }}
                />
              </Form.Item>
            </>
          )}
        </EditableRows>
      </Form.Item>
      {TRACKING_URLS.map(({ name, label }) => (
        <Form.Item
          key={name}
          name={name}
          label={t(label)}
          extra={t('campaigns.form.trackingHint', { host: trackingHost })}
          rules={[
            ruleOf(
              onText((s) => trackingProblem(s, trackingHost)),
              t,
              { host: trackingHost },
            ),
          ]}
        >
          <Input style={WIDE} />
        </Form.Item>
      ))}
      <CampaignRecordFields form={form} open={advanced} onOpen={setAdvanced} />
      <Form.Item
        rules={[textLimit(t, CampaignLimits.REMARK_MAX).rule]}
        name="remark"
        label={t('campaigns.form.remark')}
      >
        <Input.TextArea rows={2} {...textLimit(t, CampaignLimits.REMARK_MAX).input} />
      </Form.Item>
      {readOnly ? null : (
        <FormFooter
          refusal={refusal}
          pending={create.isPending || update.isPending}
          testId="campaign-form"
          onCancel={onCancel}
        />
      )}
    </Form>
  );
}
