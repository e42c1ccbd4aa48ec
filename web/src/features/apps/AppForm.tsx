import {
  APP_PLATFORMS,
  APP_PLATFORMS_OFFERED,
  APP_STORES,
  AppLimits,
  calls,
  PROMOTION_TYPES,
  PROMOTION_TYPES_OFFERED,
  type PromotionAppItem,
} from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../app/useCall';
import { toastSuccess } from '../../kit/feedback';
import { requiredRule, textLimit } from '../../kit/fieldRules';
import { onText, ruleOf } from '../../kit/ruleOf';
import { useGuardedCancel } from '../../kit/useDiscardGuard';
import { useFormSave } from '../../kit/useFormSave';
import AccountsField from './AccountsField';
import { appChange, useAccOptions, useAppAccounts } from './api';
import {
  type AppFormValues,
  type AppListing,
  createBody,
  editBody,
  emptyValues,
  linkProblem,
  linksProblem,
  pkgNameProblem,
  valuesOf,
  versionProblem,
} from './appRules';
import IconField from './IconField';
import LinksField from './LinksField';

/** Props of the app form: an app to edit (null to create) and what follows a save or a cancel. */
export interface AppFormProps {
  item: PromotionAppItem | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** The add / edit form of a promotion app, in the drawer: icon, name, package, store, type, platform, link, accounts. */
export default function AppForm({ item, onSaved, onCancel }: AppFormProps) {
  const { t } = useTranslation();
  // inside the add / edit drawer, Cancel asks first when the form was changed, as its X does
  const cancel = useGuardedCancel(onCancel);
  const [form] = Form.useForm<AppFormValues>();
  const creating = item === null;
  const initial = useMemo(() => (item ? valuesOf(item) : emptyValues()), [item]);
  const [iconBusy, setIconBusy] = useState(false);
  const { refusal, setRefusal, settle, formProps } = useFormSave(form, { invalid: t('apps.form.invalid') });
  const create = useCallMutation(calls.apps.create, appChange);
  const edit = useCallMutation(calls.apps.edit, appChange);
  const name = Form.useWatch('name', form) ?? initial.name;
  const accountIds = Form.useWatch('account_ids', form) ?? initial.account_ids;
  const app: AppListing = {
    app_store: Form.useWatch('app_store', form) ?? initial.app_store ?? 1,
    promotion_type: Form.useWatch('promotion_type', form) ?? initial.promotion_type,
    promotion_link: Form.useWatch('promotion_link', form) ?? initial.promotion_link,
  };
  // an edited app's links as they are now, and the names of the accounts offered
  const current = useAppAccounts(item ? { promotion_app_id: item.id, page: 1, pagesize: 100 } : null);
  const offered = useAccOptions(item?.id ?? null, '');
  const nameOf = (id: number) =>
    [...(item?.accounts ?? []), ...(offered.data ?? [])].find((a) => a.account_id === id)?.account_name ?? `#${id}`;
  // as the server does: a kept link keeps its listing unless the app's store, type or link changes
  const appChanged =
    item !== null &&
    (app.app_store !== item.app_store ||
      app.promotion_type !== item.promotion_type ||
      app.promotion_link.trim() !== item.promotion_link);
  const fallback = (id: number): AppListing => {
    const link = appChanged ? undefined : current.data?.rows.find((l) => l.account_id === id);
    return link
      ? { app_store: link.app_store, promotion_type: link.promotion_type, promotion_link: link.promotion_link }
      : app;
  };
  const labelled = (values: readonly number[], offered: readonly number[], key: string) =>
    values.map((value) => {
      const label = t(`${key}.${value}`);
      return offered.includes(value)
        ? { value, label }
        : { value, label: t('apps.notOffered', { label }), disabled: true };
    });

  const submit = async (values: AppFormValues) => {
    setRefusal(null);
    if (iconBusy) return setRefusal(t('apps.rule.iconUploading'));
    if (linksProblem({ account_ids: values.account_ids ?? [], links: values.links ?? {} }))
      return setRefusal(t('apps.form.invalid'));
    const all = { ...initial, ...values };
    if (creating) {
      const outcome = await settle(create.mutateAsync(createBody(all)), t('apps.form.created'));
      return outcome.ok ? onSaved() : undefined;
    }
    const body = editBody(item, all);
    if (!body) {
      toastSuccess(t('apps.form.nothingChanged'));
      return onSaved();
    }
    const outcome = await settle(edit.mutateAsync(body), t('apps.form.saved'));
    if (outcome.ok) onSaved();
  };

  const required = (label: string) => requiredRule(t, t(label), 'choose');
  return (
    <Form<AppFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      wrapperCol={{ flex: 1 }}
      labelWrap
      initialValues={initial}
      onFinish={(values) => void submit(values)}
      // Enter submits from a one-line field (the browser's own); Ctrl/Cmd+Enter from anywhere, the description included
      {...formProps}
      data-testid="app-form"
    >
      <Form.Item
        name="icon"
        label={t('apps.form.icon')}
        required={creating}
        // required for a new app; an existing app without one (the demo's) may still be saved, and given one later
        rules={[
          {
            validator: (_, icon) =>
              icon || !creating ? Promise.resolve() : Promise.reject(new Error(t('apps.rule.icon'))),
          },
        ]}
      >
        <IconField onBusy={setIconBusy} name={name} call={creating ? calls.apps.icon : calls.apps.editIcon} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('apps.form.name')}
        rules={[requiredRule(t, t('apps.form.name')), textLimit(t, AppLimits.NAME_MAX).rule]}
      >
        <Input
          placeholder={t('apps.form.namePlaceholder')}
          {...textLimit(t, AppLimits.NAME_MAX).input}
          data-testid="app-form-name"
        />
      </Form.Item>
      <Form.Item
        name="pkg_name"
        label={t('apps.form.pkg')}
        required
        rules={[ruleOf(onText(pkgNameProblem), t, { max: AppLimits.PKG_NAME_MAX })]}
      >
        <Input
          placeholder={t('apps.form.pkgPlaceholder')}
          {...textLimit(t, AppLimits.PKG_NAME_MAX).input}
          data-testid="app-form-pkg"
        />
      </Form.Item>
      <Form.Item name="app_store" label={t('apps.form.store')} rules={[required('apps.form.store')]}>
        <Select
          options={APP_STORES.map((value) => ({ value, label: t(`apps.store.${value}`) }))}
          style={{ maxWidth: 280 }}
          data-testid="app-form-store"
        />
      </Form.Item>
      <Form.Item
        name="promotion_type"
        label={t('apps.form.promotionType')}
        rules={[required('apps.form.promotionType')]}
      >
        <Radio.Group options={labelled(PROMOTION_TYPES, PROMOTION_TYPES_OFFERED, 'apps.promotionType')} />
      </Form.Item>
      <Form.Item name="platform" label={t('apps.form.platform')} rules={[required('apps.form.platform')]}>
        <Radio.Group options={labelled(APP_PLATFORMS, APP_PLATFORMS_OFFERED, 'apps.platform')} />
      </Form.Item>
      <Form.Item
        name="account_ids"
        label={t('apps.form.accounts')}
        rules={[{ required: true, type: 'array', min: 1, message: t('apps.rule.needAccount') }]}
      >
        <AccountsField appId={item?.id ?? null} linked={item?.accounts ?? []} aria-label={t('apps.form.accounts')} />
      </Form.Item>
      <Form.Item
        name="promotion_link"
        label={t('apps.form.link')}
        required
        extra={t('apps.form.linkExtra')}
        rules={[ruleOf(onText(linkProblem), t, { max: AppLimits.PROMOTION_LINK_MAX })]}
      >
        <Input
          placeholder={t('apps.form.linkPlaceholder')}
          {...textLimit(t, AppLimits.PROMOTION_LINK_MAX).input}
          data-testid="app-form-link"
        />
      </Form.Item>
      <Form.Item
        name="links"
        label={t('apps.form.links')}
        extra={t('apps.form.linksExtra')}
        // the rows show their own problems as typed; submit refuses while one is left (see submit)
        wrapperCol={{ flex: 1, style: { minWidth: 0 } }}
      >
        <LinksField accountIds={accountIds} fallback={fallback} nameOf={nameOf} />
      </Form.Item>
      <Form.Item
        name="version"
        label={t('apps.form.version')}
        rules={[ruleOf(onText(versionProblem), t, { max: AppLimits.VERSION_MAX })]}
      >
        <Input
          placeholder={t('apps.form.versionPlaceholder')}
          {...textLimit(t, AppLimits.VERSION_MAX).input}
          style={{ maxWidth: 280 }}
          data-testid="app-form-version"
        />
      </Form.Item>
      <Form.Item
        rules={[textLimit(t, AppLimits.DESCRIPTION_MAX).rule]}
        name="description"
        label={t('apps.form.description')}
      >
        <Input.TextArea
          rows={3}
          {...textLimit(t, AppLimits.DESCRIPTION_MAX).input}
          data-testid="app-form-description"
        />
      </Form.Item>
      {refusal ? (
        <Form.Item label=" " colon={false}>
          <Alert type="error" showIcon title={refusal} data-testid="app-form-refusal" />
        </Form.Item>
      ) : null}
      <Form.Item label=" " colon={false}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending || edit.isPending}
            data-testid="app-form-submit"
          >
            {t('apps.form.submit')}
          </Button>
          <Button onClick={cancel} data-testid="app-form-cancel">
            {t('apps.form.cancel')}
          </Button>
          <span style={{ color: 'var(--ac-text-muted)', fontSize: 12 }}>{t('apps.form.keyboard')}</span>
        </div>
      </Form.Item>
    </Form>
  );
}
