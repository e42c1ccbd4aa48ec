import { AD_TYPES_OF_AD, type AdDetail, AdLimits, AdType, calls, codePoints } from '@adconsole/contract';
import Divider from 'antd/es/divider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../app/useCall';
import { onText, ruleOf } from '../../../kit/ruleOf';
import { useFormSave } from '../../../kit/useFormSave';
import { advertisingChange } from '../api';
import { FormFooter, StatusField } from '../formParts';
import AdCreativeFields from './AdCreativeFields';
import AdLinkFields from './AdLinkFields';
import AdPlacementFields from './AdPlacementFields';
import { type AdFormValues, adValuesOf, createAdBody, emptyAdValues, updateAdBody } from './adFormValues';
import { fieldRefusals } from './adRefusals';
import { adNameProblem, adNeeds, lengthProblem } from './adRules';
import JsTagCreatives from './JsTagCreatives';
import VastFields from './VastFields';

/** What the form reads of the ad's ad group and campaign (its rules depend on them). */
export interface AdFormContext {
  adGroupId: number;
  adGroupName: string;
  campaignName: string;
  /** the campaign's account: the materials the ad may show are this account's */
  accountId: number;
  triggerMode: string;
  trackingHost: string;
  billingType: number;
  attributionPlatform: string;
}

/** Props of the ad form: its context, an ad to edit (null to create). */
export interface AdFormProps {
  context: AdFormContext;
  item: AdDetail | null;
  /** after a save: the ad's id, whether it was created, and its type */
  onSaved: (adId: number, created: boolean, type: number) => void;
  onCancel: () => void;
}

/** Counted in characters (code points), as the rule counts them. */
const counter = (max: number) => ({ show: true, max, strategy: codePoints });

/** The ad's form: basics, texts, links, creatives by type, tracking URLs on the tracking host, and the placement. */
export default function AdForm({ context, item, onSaved, onCancel }: AdFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdFormValues>();
  const initial = useMemo(() => (item ? adValuesOf(item) : emptyAdValues()), [item]);
  const { refusal, settle, formProps } = useFormSave(form, { invalid: t('adEditor.invalid') });
  const create = useCallMutation(calls.ads.create, advertisingChange);
  const update = useCallMutation(calls.ads.update, advertisingChange);
  const type = Form.useWatch('type', form) ?? initial.type;
  const needs = adNeeds(type, context.triggerMode);

  const submit = async (values: AdFormValues) => {
    const all = { ...initial, ...form.getFieldsValue(true), ...values } as AdFormValues;
    const created = !item;
    const outcome = await settle(
      item
        ? update.mutateAsync(updateAdBody(item.ad_id, initial, all))
        : create.mutateAsync(createAdBody(context.adGroupId, all)),
      t(created ? (type === AdType.JS_TAG ? 'adEditor.createdJsTag' : 'adEditor.created') : 'adEditor.saved'),
      (refused) =>
        fieldRefusals(refused, context.trackingHost).map((f) => ({
          name: f.name,
          errors: [f.problem ? t(f.problem.key, f.problem.values) : f.text],
        })),
    );
    if (outcome.ok) onSaved(item ? item.ad_id : outcome.data.id, created, all.type);
  };

  return (
    <Form<AdFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '190px' }}
      wrapperCol={{ flex: 1 }}
      labelWrap
      initialValues={initial}
      onFinish={(values) => void submit(values)}
      {...formProps}
      data-testid="ad-form"
    >
      <Divider titlePlacement="start">{t('adEditor.section.basics')}</Divider>
      <Form.Item label={t('adEditor.adGroup')}>
        <span>
          {context.campaignName} / {context.adGroupName}
        </span>
      </Form.Item>
      <Form.Item name="name" label={t('adEditor.name')} required rules={[ruleOf(onText(adNameProblem), t)]}>
        <Input count={counter(AdLimits.NAME_MAX)} data-testid="ad-form-name" />
      </Form.Item>
      <Form.Item name="type" label={t('adEditor.type')} required>
        <Radio.Group
          data-testid="ad-form-type"
          optionType="button"
          options={AD_TYPES_OF_AD.map((value) => ({ value, label: t(`adEditor.type.${value}`) }))}
        />
      </Form.Item>
      <StatusField />

      <Divider titlePlacement="start">{t('adEditor.section.texts')}</Divider>
      <Form.Item
        name="title"
        label={t('adEditor.titleText')}
        rules={[
          ruleOf(
            onText((text) => lengthProblem(text, AdLimits.TITLE_MAX)),
            t,
          ),
        ]}
      >
        <Input count={counter(AdLimits.TITLE_MAX)} data-testid="ad-form-title" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('adEditor.description')}
        rules={[
          ruleOf(
            onText((text) => lengthProblem(text, AdLimits.DESCRIPTION_MAX)),
            t,
          ),
        ]}
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          count={counter(AdLimits.DESCRIPTION_MAX)}
          data-testid="ad-form-description"
        />
      </Form.Item>
      <Form.Item
        name="button_text"
        label={t('adEditor.buttonText')}
        rules={[
          ruleOf(
            onText((text) => lengthProblem(text, AdLimits.BUTTON_TEXT_MAX)),
            t,
          ),
        ]}
      >
        <Input count={counter(AdLimits.BUTTON_TEXT_MAX)} style={{ maxWidth: 320 }} data-testid="ad-form-button" />
      </Form.Item>

      <Divider titlePlacement="start">{t('adEditor.section.links')}</Divider>
      <AdLinkFields context={context} needs={needs} part="links" />

      <Divider titlePlacement="start">{t('adEditor.section.creatives')}</Divider>
      <AdCreativeFields accountId={context.accountId} needs={needs} />
      {needs.vast ? <VastFields /> : null}
      {needs.jsTag ? (
        <Form.Item label={t('adEditor.jsTag')}>
          <JsTagCreatives ad={item} accountId={context.accountId} />
        </Form.Item>
      ) : null}

      <Divider titlePlacement="start">{t('adEditor.section.tracking')}</Divider>
      <AdLinkFields context={context} needs={needs} part="tracking" />

      <Divider titlePlacement="start">{t('adEditor.section.placement')}</Divider>
      <AdPlacementFields />

      <FormFooter
        refusal={refusal}
        pending={create.isPending || update.isPending}
        testId="ad-form"
        onCancel={onCancel}
      />
    </Form>
  );
}
