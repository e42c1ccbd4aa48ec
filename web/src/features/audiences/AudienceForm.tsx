import {
  AUDIENCE_EVENTS,
  AUDIENCE_PATH_PATTERN,
  AUDIENCE_TIME_RANGES,
  AUDIENCE_TIME_RANGES_OFFERED,
  type AudienceItem,
  AudienceLimits,
  AudienceSource,
  AudienceStatus,
  calls,
  Encryption,
  type EncryptionValue,
  VisibilityScope,
} from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../app/useCall';
import { toastSuccess } from '../../kit/feedback';
import { textLimit } from '../../kit/fieldRules';
import { useGuardedCancel } from '../../kit/useDiscardGuard';
import { useFormSave } from '../../kit/useFormSave';
import { RelationAccountsInput, RelationTypeInput } from '../../shared/AccountRelationInput';
import { useCountries } from '../../shared/lookups/api';
import AudienceFileField from './AudienceFileField';
import { audienceChange } from './api';
import {
  type AudienceFormValues,
  type BlockReason,
  createBody,
  editBody,
  emptyValues,
  followChange,
  submitBlocks,
  UploadState,
  type UploadStateValue,
  valuesOf,
} from './formRules';
import { encryptionLabel } from './labels';

/** Props of the audience form: a package to edit (null to create) and what follows a save. */
export interface AudienceFormProps {
  item: AudienceItem | null;
  onCreated: () => void;
  onEdited: () => void;
  onCancel: () => void;
}

const OFFERED: readonly number[] = AUDIENCE_TIME_RANGES_OFFERED;
const ENCRYPTIONS: readonly number[] = Object.values(Encryption);

const FILE_BLOCKS: readonly BlockReason[] = ['needFile', 'uploading'];

/** The add / edit form of an audience package. */
export default function AudienceForm({ item, onCreated, onEdited, onCancel }: AudienceFormProps) {
  const { t, i18n } = useTranslation();
  // inside the edit drawer, Cancel asks first when the form was changed, as its X does (the page's goes back)
  const cancel = useGuardedCancel(onCancel);
  const [form] = Form.useForm<AudienceFormValues>();
  const creating = item === null;
  const initial = useMemo(() => (item ? valuesOf(item) : emptyValues()), [item]);
  const [upload, setUpload] = useState<UploadStateValue>(UploadState.NONE);
  const [blocks, setBlocks] = useState<BlockReason[]>([]);
  const { refusal, setRefusal, settle } = useFormSave(form);
  const create = useCallMutation(calls.audiences.create, audienceChange);
  const edit = useCallMutation(calls.audiences.edit, audienceChange);
  const countries = useCountries();
  const source = Form.useWatch('source', form) ?? initial.source;
  const encryption = (Form.useWatch('encryption', form) ?? initial.encryption) as EncryptionValue;
  const scope = Form.useWatch('visibility_scope', form) ?? initial.visibility_scope;
  const deleted = item?.status === AudienceStatus.DELETED;
  const accountsLocked = item?.source === AudienceSource.STORAGE;
  // a partner's file makes a package of specified accounts only, each mapped to its folder (the server's 10028)
  const partnerFile = creating && source === AudienceSource.STORAGE;
  useEffect(() => {
    if (partnerFile && scope === VisibilityScope.ALL) form.setFieldValue('visibility_scope', VisibilityScope.SPECIFIED);
  }, [partnerFile, scope, form]);
  const required = { required: true, message: t('audiences.rule.required') };
  const zh = i18n.language.startsWith('zh');

  const countryOptions = useMemo(
    () =>
      (countries.data ?? [])
        .filter((country) => /^[A-Z]{2}$/.test(country.Key))
        .map((country) => ({
          value: country.Key,
          label: `${zh ? country.name_zh : country.name_en} (${country.Key})`,
        })),
    [countries.data, zh],
  );

  const onValuesChange = (changed: Partial<AudienceFormValues>, values: AudienceFormValues) => {
    const { patch, pathCleared } = followChange(changed, values);
    if (Object.keys(patch).length) form.setFieldsValue(patch);
    if (pathCleared) {
      form.setFields([{ name: 'path', errors: [] }]);
      setUpload(UploadState.NONE);
    }
    setBlocks([]);
  };

  // every stored value, registered or not: the uploaded file's path is set by the file field, not typed
  const storedValues = (): AudienceFormValues => {
    const stored = form.getFieldsValue(true) as Partial<AudienceFormValues>;
    return { ...initial, ...stored, events: stored.events ?? [] };
  };
  const currentBlocks = () => submitBlocks(storedValues(), upload, creating);
  // what stops a save because of the file shows under the file field; the rest in the block list under the form
  const fileBlock = blocks.find((reason) => FILE_BLOCKS.includes(reason));
  const formBlocks = blocks.filter((reason) => !FILE_BLOCKS.includes(reason));

  const submit = async () => {
    setRefusal(null);
    const all = storedValues();
    const blocked = currentBlocks();
    if (blocked.length) return setBlocks(blocked);
    if (creating) {
      const outcome = await settle(
        create.mutateAsync(createBody(all)),
        t(all.source === AudienceSource.RULES ? 'audiences.form.createdRules' : 'audiences.form.created'),
      );
      return outcome.ok ? onCreated() : undefined;
    }
    const body = editBody(item, all);
    if (!body) return toastSuccess(t('audiences.nothingChanged'));
    const outcome = await settle(edit.mutateAsync(body), t('audiences.form.saved'));
    // spec: after an edit the page reloads after 0.5 s
    if (outcome.ok) window.setTimeout(onEdited, 500);
  };

  return (
    <Form<AudienceFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '150px' }}
      wrapperCol={{ flex: 1 }}
      initialValues={initial}
      onValuesChange={onValuesChange}
      onFinish={() => void submit()}
      onFinishFailed={() => setBlocks(currentBlocks())}
      disabled={deleted}
      style={{ maxWidth: 820 }}
      data-testid="audience-form"
    >
      {deleted ? (
        <Alert type="warning" showIcon title={t('audiences.form.deleted')} style={{ marginBottom: 16 }} />
      ) : null}
      {!creating && !deleted ? (
        <Alert type="info" showIcon title={t('audiences.form.readOnlyFields')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item name="data_type" label={t('audiences.form.dataType')} rules={[required]}>
        <Select options={[{ value: 3, label: t('audiences.dataType.3') }]} disabled={!creating || deleted} />
      </Form.Item>
      <Form.Item
        name="cluster_name"
        label={t('audiences.form.name')}
        rules={[
          { required: true, whitespace: true, message: t('audiences.rule.required') },
          textLimit(t, AudienceLimits.NAME_MAX).rule,
        ]}
      >
        <Input
          placeholder={t('audiences.form.namePlaceholder')}
          {...textLimit(t, AudienceLimits.NAME_MAX).input}
          data-testid="audience-form-name"
        />
      </Form.Item>
      <Form.Item name="encryption" label={t('audiences.form.encryption')} rules={[required]}>
        <Radio.Group
          disabled={!creating || deleted}
          // a package stored with another method shows it as "Other" beside the four a new one may choose
          options={[...ENCRYPTIONS, ...(ENCRYPTIONS.includes(initial.encryption) ? [] : [initial.encryption])].map(
            (value) => ({ value, label: encryptionLabel(t, value) }),
          )}
        />
      </Form.Item>
      <Form.Item name="source" label={t('audiences.form.source')} rules={[required]}>
        <Radio.Group
          disabled={!creating || deleted}
          options={[1, 2, 3].map((value) => ({ value, label: t(`audiences.source.${value}`) }))}
        />
      </Form.Item>
      {source === AudienceSource.UPLOAD && creating ? (
        <Form.Item
          label={t('audiences.form.file')}
          required
          validateStatus={fileBlock ? 'error' : undefined}
          help={
            fileBlock ? <span data-testid="audience-file-problem">{t(`audiences.block.${fileBlock}`)}</span> : undefined
          }
        >
          <AudienceFileField
            encryption={encryption}
            onChange={(state, path) => {
              setUpload(state);
              setBlocks([]);
              form.setFieldValue('path', path);
            }}
          />
        </Form.Item>
      ) : null}
      {source === AudienceSource.STORAGE ? (
        <Form.Item
          name="path"
          label={t('audiences.form.path')}
          // a block no wider than the field: the wrapper's flex basis is its content's width, a long line would push
          // the field under its label
          extra={
            creating ? (
              <span style={{ display: 'block', maxWidth: 600 }}>{t('audiences.form.pathHelp')}</span>
            ) : undefined
          }
          rules={[
            { required: true, whitespace: true, message: t('audiences.rule.path') },
            { pattern: AUDIENCE_PATH_PATTERN, message: t('audiences.rule.pathChars') },
            textLimit(t, AudienceLimits.PATH_MAX).rule,
          ]}
        >
          <Input
            placeholder={t('audiences.form.pathPlaceholder')}
            disabled={!creating || deleted}
            {...textLimit(t, AudienceLimits.PATH_MAX).input}
            data-testid="audience-form-path"
          />
        </Form.Item>
      ) : null}
      {source === AudienceSource.RULES ? <RuleFields creating={creating} countryOptions={countryOptions} /> : null}
      <Form.Item
        rules={[textLimit(t, AudienceLimits.DESCRIPTION_MAX).rule]}
        name="description"
        label={t('audiences.form.description')}
      >
        <Input.TextArea rows={3} {...textLimit(t, AudienceLimits.DESCRIPTION_MAX).input} />
      </Form.Item>
      <Form.Item
        name="visibility_scope"
        label={t('audiences.form.scope')}
        rules={[required]}
        extra={accountsLocked ? t('audiences.form.accountsLocked') : undefined}
      >
        <RelationTypeInput disabled={accountsLocked || deleted} allDisabled={partnerFile} />
      </Form.Item>
      {scope === VisibilityScope.SPECIFIED ? (
        <Form.Item
          name="linked_account"
          label={t('audiences.form.accounts')}
          rules={[{ required: true, type: 'array', min: 1, message: t('audiences.rule.needAccount') }]}
        >
          <RelationAccountsInput
            disabled={accountsLocked || deleted}
            placeholder={t('audiences.form.accountsPlaceholder')}
            aria-label={t('audiences.form.accounts')}
          />
        </Form.Item>
      ) : null}
      {formBlocks.length || refusal ? (
        <Form.Item label=" " colon={false}>
          <Alert
            type="error"
            showIcon
            title={formBlocks.length ? t('audiences.block.title') : refusal}
            description={
              formBlocks.length ? (
                <BlockList reasons={formBlocks} accounts={storedValues().linked_account} />
              ) : undefined
            }
            data-testid="audience-form-block"
          />
        </Form.Item>
      ) : null}
      <Form.Item label=" " colon={false}>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending || edit.isPending}
            data-testid="audience-form-submit"
          >
            {t('audiences.form.submit')}
          </Button>
          <Button onClick={cancel} disabled={false} data-testid="audience-form-cancel">
            {t(deleted ? 'audiences.form.close' : 'audiences.form.cancel')}
          </Button>
        </div>
      </Form.Item>
    </Form>
  );
}

/** Every reason the submit is blocked, one line each. */
function BlockList({ reasons, accounts }: { reasons: BlockReason[]; accounts: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {reasons.map((reason) => (
        <li key={reason} data-testid={`audience-form-block-${reason}`}>
          {t(`audiences.block.${reason}`, { max: AudienceLimits.ACCOUNTS_MAX, count: accounts.length })}
        </li>
      ))}
    </ul>
  );
}

/** The rules of a rule-based package: time range (14 and 30 days shown, not offered), country, category, events. */
function RuleFields({
  creating,
  countryOptions,
}: {
  creating: boolean;
  countryOptions: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const required = { required: true, message: t('audiences.rule.required') };
  return (
    <>
      <Form.Item name="time_range" label={t('audiences.form.timeRange')} rules={[required]}>
        <Radio.Group
          disabled={!creating}
          options={AUDIENCE_TIME_RANGES.map((days) => ({
            value: days,
            label: OFFERED.includes(days)
              ? t('audiences.form.days', { count: days })
              : `${t('audiences.form.days', { count: days })} (${t('audiences.form.daysOff')})`,
            disabled: !OFFERED.includes(days),
          }))}
        />
      </Form.Item>
      <Form.Item name="country" label={t('audiences.form.country')} rules={[required]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!creating}
          options={countryOptions}
          placeholder={t('audiences.form.countryPlaceholder')}
          style={{ maxWidth: 320 }}
          data-testid="audience-form-country"
        />
      </Form.Item>
      <Form.Item name="industry_category" label={t('audiences.form.industry')} rules={[required]}>
        <Radio.Group
          disabled={!creating}
          options={[2, 1].map((value) => ({ value, label: t(`audiences.form.industry.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="events"
        label={t('audiences.form.events')}
        rules={[{ required: true, type: 'array', min: 1, message: t('audiences.rule.events') }]}
      >
        <Checkbox.Group
          disabled={!creating}
          options={AUDIENCE_EVENTS.map((event) => ({ value: event, label: t(`audiences.form.event.${event}`) }))}
        />
      </Form.Item>
    </>
  );
}
