import { AD_TRACKING_FIELDS, type AdTrackingField, BillingType } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { ruleOf, textOf } from '../../../kit/ruleOf';
import type { AdFormContext } from './AdForm';
import {
  type AdNeeds,
  attributionProblem,
  deeplinkProblem,
  h5Problem,
  httpUrlProblem,
  trackingUrlProblem,
} from './adRules';

const VIDEO_TRACKING: readonly AdTrackingField[] = [
  'video_start_track_url',
  'video_q1_track_url',
  'video_mid_track_url',
  'video_q3_track_url',
  'video_complete_track_url',
];

const testIdOf = (field: string) => `ad-form-${field.replace(/_/g, '-')}`;

/**
 * The ad's links. `links`: the trigger (read-only) with what it requires, the H5 URL, the deeplink and the settlement
 * attribution link as the campaign's attribution needs it. `tracking`: the tracking URLs with the host hint, the
 * video ones on video and VAST ads only, exposure monitoring required on JS-tag and VAST ads.
 */
export default function AdLinkFields({
  context,
  needs,
  part,
}: {
  context: AdFormContext;
  needs: AdNeeds;
  part: 'links' | 'tracking';
}) {
  const { t } = useTranslation();
  if (part === 'tracking') {
    const host = context.trackingHost.replace(/\/+$/, '');
    return (
      <>
        {AD_TRACKING_FIELDS.filter((f) => needs.videoTracking || !VIDEO_TRACKING.includes(f)).map((field) => {
          const required = field === 'impression_track_url' && needs.impression;
          return (
            <Form.Item
              key={field}
              name={field}
              label={t(`adEditor.track.${field}`)}
              required={required}
              extra={t('adEditor.trackingHint', { host })}
              rules={[ruleOf((v: unknown) => trackingUrlProblem(textOf(v), host, required), t)]}
              dependencies={['type']}
            >
              <Input placeholder={`${host}/…`} data-testid={testIdOf(field)} />
            </Form.Item>
          );
        })}
      </>
    );
  }

  const platform = context.attributionPlatform;
  const hasPlatform = platform !== '' && platform !== 'none';
  const attributionHint = !hasPlatform
    ? 'adEditor.attributionHint.none'
    : context.billingType === BillingType.CPI
      ? 'adEditor.attributionHint.required'
      : 'adEditor.attributionHint.optional';
  const campaign = { billingType: context.billingType, attributionPlatform: platform };
  const triggerNeeds = needs.h5 ? 'h5' : needs.deeplink ? 'deeplink' : 'none';
  return (
    <>
      <Form.Item label={t('adEditor.trigger')}>
        <span data-testid="ad-form-trigger">
          {t(`target.trigger_modes.${context.triggerMode}`)}
          <span style={{ color: 'var(--ac-text-muted)' }}> · {t(`adEditor.triggerNeeds.${triggerNeeds}`)}</span>
        </span>
      </Form.Item>
      <Form.Item
        name="h5_url"
        label={t('adEditor.h5Url')}
        required={needs.h5}
        extra={t('adEditor.h5Hint')}
        rules={[ruleOf((v: unknown) => h5Problem(textOf(v), needs.h5), t)]}
      >
        <Input placeholder={t('campaigns.form.urlPlaceholder')} data-testid="ad-form-h5-url" />
      </Form.Item>
      <Form.Item
        name="deeplink"
        label={t('adEditor.deeplink')}
        required={needs.deeplink}
        extra={t('adEditor.deeplinkHint')}
        rules={[ruleOf((v: unknown) => deeplinkProblem(textOf(v), needs.deeplink), t)]}
      >
        <Input data-testid="ad-form-deeplink" />
      </Form.Item>
      <Form.Item
        name="attribution_link"
        label={t('adEditor.attributionLink')}
        required={hasPlatform && context.billingType === BillingType.CPI}
        extra={t(attributionHint, { platform })}
        rules={[ruleOf((v: unknown) => attributionProblem(textOf(v), campaign) ?? httpUrlProblem(textOf(v)), t)]}
      >
        <Input placeholder={t('campaigns.form.urlPlaceholder')} data-testid="ad-form-attribution-link" />
      </Form.Item>
    </>
  );
}
