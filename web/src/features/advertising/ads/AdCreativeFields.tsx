import { AdLimits, ALWAYS_ALLOWED_IMAGE_RATIO, type MaterialItem } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleOf } from '../../../kit/ruleOf';
import { type AdNeeds, landingSizeProblem, type Problem, sameSizeProblem } from './adRules';

// the picker is its own chunk, as on the other screens that use it
const MaterialPickerDialog = lazy(() => import('../../materials/picker/MaterialPickerDialog'));

const NONE: MaterialItem[] = [];

/** The first problem of a list of materials, or null. */
const firstProblem = (list: MaterialItem[], check: (m: MaterialItem) => Problem | null) =>
  list.map(check).find((p) => p !== null) ?? null;

/**
 * The creatives chosen from the material library, scoped to the campaign's account (what its ads may show):
 * images (image and video ads; on a video ad at least one of a video's size, said as the user picks), videos (video
 * ads), and the landing-page image (720x1518: the picker lists the 1:2.1 images, a wrong size is refused and said).
 */
export default function AdCreativeFields({ accountId, needs }: { accountId: number; needs: AdNeeds }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const videos: MaterialItem[] = Form.useWatch('video_ids', form) ?? NONE;
  const [landingRefused, setLandingRefused] = useState<string | null>(null);
  const picker = { accountId, usableBy: accountId };
  const sizes = [...new Set(videos.map((v) => `${v.width}x${v.height}`))].join(', ');

  return (
    <Suspense fallback={null}>
      {needs.videos ? (
        <Form.Item
          name="video_ids"
          label={t('adEditor.videos')}
          required
          extra={videos.length ? t('adEditor.videoSizes', { sizes }) : undefined}
          rules={[{ type: 'array', min: 1, message: t('adEditor.rule.videosRequired') }]}
        >
          <MaterialPickerDialog type={2} max={AdLimits.MATERIALS_MAX} {...picker} />
        </Form.Item>
      ) : null}
      {needs.images ? (
        <Form.Item
          name="image_ids"
          label={t('adEditor.images')}
          required={needs.imagesRequired || needs.videos}
          extra={needs.videos ? t('adEditor.imagesHint.video') : undefined}
          dependencies={['video_ids', 'type']}
          rules={[
            needs.videos
              ? ruleOf((list: MaterialItem[] | undefined) => sameSizeProblem(list ?? [], videos), t)
              : { type: 'array', min: needs.imagesRequired ? 1 : 0, message: t('adEditor.rule.imagesRequired') },
          ]}
        >
          <MaterialPickerDialog type={1} max={AdLimits.MATERIALS_MAX} {...picker} />
        </Form.Item>
      ) : null}
      <Form.Item
        label={t('adEditor.landingPages')}
        extra={t('adEditor.landingHint', { width: AdLimits.LANDING_WIDTH, height: AdLimits.LANDING_HEIGHT })}
      >
        <Form.Item
          name="landing_page_ids"
          noStyle
          rules={[ruleOf((list: MaterialItem[] | undefined) => firstProblem(list ?? [], landingSizeProblem), t)]}
          getValueFromEvent={(chosen: MaterialItem[]) => {
            // the 1:2.1 list holds other sizes of that ratio: keep only 720x1518 and say why another was refused
            const off = chosen.find((m) => landingSizeProblem(m));
            setLandingRefused(
              off
                ? t('adEditor.landingRefused', {
                    name: off.name,
                    size: `${off.width}x${off.height}`,
                    width: AdLimits.LANDING_WIDTH,
                    height: AdLimits.LANDING_HEIGHT,
                  })
                : null,
            );
            return chosen.filter((m) => !landingSizeProblem(m));
          }}
        >
          <MaterialPickerDialog type={1} mode="scale" scale={ALWAYS_ALLOWED_IMAGE_RATIO} {...picker} />
        </Form.Item>
        {landingRefused ? (
          <Alert
            type="warning"
            showIcon
            title={landingRefused}
            style={{ marginTop: 8 }}
            data-testid="landing-refused"
          />
        ) : null}
      </Form.Item>
    </Suspense>
  );
}
