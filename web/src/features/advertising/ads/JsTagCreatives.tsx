import { type AdDetail, AdLimits, calls, JS_TAG_RATIOS, type MaterialItem } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../app/useCall';
import { toastError, toastSuccess } from '../../../kit/feedback';
import { refusalText } from '../../../kit/useFormSave';
import { advertisingChange } from '../api';
import { httpUrlProblem, jsTagImagesProblem } from './adRules';
import JsTagFrame from './JsTagFrame';

const MaterialPickerDialog = lazy(() => import('../../materials/picker/MaterialPickerDialog'));

interface Generated {
  preview: string;
  width: number;
  height: number;
  ratio: string;
  /** what it was made from: a change of images or link asks for a new preview before adding */
  from: string;
}

/** A saved creative's HTML in a document of its own, as the server's preview wraps it. */
const documentOf = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0">${html}</body></html>`;

/**
 * The JS-tag creatives of a JS-tag ad: choose up to five images of one JS-tag ratio and a click URL, Generate shows the
 * tag live in a sandboxed frame, Add saves it on the ad; the saved ones are listed with their preview and removable.
 * They belong to the saved ad (the calls take its id), so a new ad says to save first: the editor stays on it after.
 */
export default function JsTagCreatives({ ad, accountId }: { ad: AdDetail | null; accountId: number }) {
  const { t } = useTranslation();
  const [images, setImages] = useState<MaterialItem[]>([]);
  const [clickUrl, setClickUrl] = useState('');
  const [name, setName] = useState('');
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // a preview changes nothing stored
  const generate = useCallMutation(calls.ads.generateJsTag, { refusals: {} });
  const addTag = useCallMutation(calls.ads.addJsTag, advertisingChange);
  const update = useCallMutation(calls.ads.update, advertisingChange);

  if (!ad) return <Alert type="info" showIcon title={t('adEditor.jsTag.saveFirst')} data-testid="js-tag-save-first" />;

  const imagesProblem = images.length ? jsTagImagesProblem(images) : null;
  const urlProblem = clickUrl ? httpUrlProblem(clickUrl, true) : null;
  const ready = images.length > 0 && !imagesProblem && clickUrl.trim() !== '' && !urlProblem;
  const choice = { ad_id: ad.ad_id, image_ids: images.map((m) => m.id), click_url: clickUrl.trim() };
  const from = JSON.stringify(choice);
  const current = generated !== null && generated.from === from;
  const saved = ad.creative_list.filter((c) => c.kind === 'js_tag');

  const onGenerate = async () => {
    setRefusal(null);
    const outcome = await generate.mutateAsync(choice);
    if (!outcome.ok) return setRefusal(refusalText(outcome));
    setGenerated({ ...outcome.data, from });
  };
  const onAdd = async () => {
    setRefusal(null);
    const outcome = await addTag.mutateAsync({ ...choice, name: name.trim() });
    if (!outcome.ok) return setRefusal(refusalText(outcome));
    toastSuccess(t('adEditor.jsTag.added'));
    setImages([]);
    setClickUrl('');
    setName('');
    setGenerated(null);
  };
  const onRemove = async (creativeId: number) => {
    const keep = saved.map((c) => c.creative_id).filter((id) => id !== creativeId);
    const outcome = await update.mutateAsync({ ad_id: ad.ad_id, js_tag_creative_ids: keep });
    if (!outcome.ok) return toastError(refusalText(outcome));
    toastSuccess(t('adEditor.jsTag.removed'));
  };
  const problemText = (p: { key: string; values?: Record<string, string | number> } | null) =>
    p ? <div style={{ color: 'var(--ac-error, #cf1322)' }}>{t(p.key, p.values)}</div> : null;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="js-tag-builder">
      <div>
        <div style={{ marginBottom: 4 }}>
          {t('adEditor.jsTag.images', { max: AdLimits.JS_TAG_IMAGES_MAX, ratios: JS_TAG_RATIOS.join(', ') })}
        </div>
        <Suspense fallback={null}>
          <MaterialPickerDialog
            type={1}
            max={AdLimits.JS_TAG_IMAGES_MAX}
            accountId={accountId}
            usableBy={accountId}
            value={images}
            onChange={setImages}
          />
        </Suspense>
        <div data-testid="js-tag-images-problem">{problemText(imagesProblem)}</div>
      </div>
      <div>
        <Input
          value={clickUrl}
          onChange={(e) => setClickUrl(e.target.value)}
          placeholder={t('campaigns.form.urlPlaceholder')}
          addonBefore={t('adEditor.jsTag.clickUrl')}
          aria-label={t('adEditor.jsTag.clickUrl')}
          status={urlProblem ? 'error' : undefined}
          data-testid="js-tag-click-url"
        />
        {problemText(urlProblem)}
      </div>
      <Input
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={AdLimits.NAME_MAX}
        placeholder={t('adEditor.jsTag.name')}
        aria-label={t('adEditor.jsTag.name')}
      />
      <Space wrap>
        <Button
          onClick={() => void onGenerate()}
          disabled={!ready}
          loading={generate.isPending}
          data-testid="js-tag-generate"
        >
          {t('adEditor.jsTag.generate')}
        </Button>
        <Button
          type="primary"
          ghost
          onClick={() => void onAdd()}
          disabled={!ready || !current}
          loading={addTag.isPending}
          data-testid="js-tag-add"
        >
          {t('adEditor.jsTag.add')}
        </Button>
        {generated && !current ? (
          <span style={{ color: 'var(--ac-text-muted)' }}>{t('adEditor.jsTag.changed')}</span>
        ) : null}
      </Space>
      {refusal ? <Alert type="error" showIcon title={refusal} data-testid="js-tag-refusal" /> : null}
      {generated ? (
        <div data-testid="js-tag-preview">
          <div style={{ marginBottom: 4 }}>
            {t('adEditor.jsTag.preview', { width: generated.width, height: generated.height, ratio: generated.ratio })}
          </div>
          <JsTagFrame
            doc={generated.preview}
            width={generated.width}
            height={generated.height}
            title={t('adEditor.jsTag.previewFrame')}
          />
        </div>
      ) : null}
      <div>
        <div style={{ marginBottom: 4, fontWeight: 500 }}>{t('adEditor.jsTag.saved')}</div>
        {saved.length ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            {saved.map((c) => (
              <div
                key={c.creative_id}
                data-testid="js-tag-saved"
                data-id={c.creative_id}
                style={{ border: '1px solid var(--ac-border, #f0f0f0)', borderRadius: 6, padding: 8 }}
              >
                <JsTagFrame
                  doc={documentOf(c.html)}
                  width={c.width}
                  height={c.height}
                  small
                  title={t('adEditor.jsTag.savedFrame', { id: c.creative_id })}
                />
                <Space style={{ marginTop: 4 }}>
                  <span>
                    {t('adEditor.jsTag.savedName', {
                      name: c.name || `#${c.creative_id}`,
                      width: c.width,
                      height: c.height,
                    })}
                  </span>
                  <Popconfirm title={t('adEditor.jsTag.removeConfirm')} onConfirm={() => onRemove(c.creative_id)}>
                    <Button size="small" danger loading={update.isPending}>
                      {t('adEditor.jsTag.remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              </div>
            ))}
          </div>
        ) : (
          <span style={{ color: 'var(--ac-text-muted)' }}>{t('adEditor.jsTag.none')}</span>
        )}
      </div>
    </div>
  );
}
