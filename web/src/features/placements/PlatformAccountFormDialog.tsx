import { type CallAnswer, calls, PlacementLimits } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import FormDialog from '../../kit/FormDialog';
import { textLimit } from '../../kit/fieldRules';
import { onText, ruleOf } from '../../kit/ruleOf';
import { useAccountPicker } from '../../shared/useAccountPicker';
import { usePlacementChange } from './api';
import { externalIdProblem, nameProblem } from './placementRules';
import { settlePlatformAccount } from './platformAccountSettle';

/** A platform account as the list answers it, with its platform's and account's names. */
export type PlatformAccountRow = CallAnswer<typeof calls.lookups.platformAccounts>[number];
/** An ad platform as the lookup list answers it. */
export type PlatformOption = CallAnswer<typeof calls.lookups.adPlatforms>[number];

interface Values {
  ad_platform_id?: number;
  account_id?: number;
  name: string;
  external_id: string;
}

/** Props of the platform account dialog: the row to edit (null: a new one), the platforms, a new one's first picks. */
export interface PlatformAccountFormDialogProps {
  entry: PlatformAccountRow | null;
  platforms: readonly PlatformOption[];
  platformsLoading: boolean;
  defaults: { ad_platform_id?: number; account_id?: number };
  onClose: () => void;
}

/**
 * The add/edit dialog of a platform account: the ad platform and the advertiser account (fixed once made: the server
 * edits only the name and the external id), the name, and the account's own id on the platform.
 */
export default function PlatformAccountFormDialog({
  entry,
  platforms,
  platformsLoading,
  defaults,
  onClose,
}: PlatformAccountFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const accountId = Form.useWatch('account_id', form) ?? entry?.account_id ?? defaults.account_id;
  const chosen = useMemo(() => (accountId === undefined ? [] : [accountId]), [accountId]);
  const picker = useAccountPicker(chosen);
  const create = usePlacementChange(calls.lookups.createPlatformAccount);
  const edit = usePlacementChange(calls.lookups.editPlatformAccount);

  const submit = async (values: Values) => {
    const fields = { name: values.name.trim(), external_id: values.external_id.trim() };
    const ending = entry
      ? await edit({ id: entry.id, ...fields })
      : await create({ ad_platform_id: values.ad_platform_id!, account_id: values.account_id!, ...fields });
    return settlePlatformAccount(ending, values, entry !== null);
  };

  return (
    <FormDialog<Values>
      form={form}
      width={520}
      title={t(entry ? 'placements.platformAccount.editTitle' : 'placements.platformAccount.addTitle')}
      initialValues={{
        ad_platform_id: entry?.ad_platform_id ?? defaults.ad_platform_id,
        account_id: entry?.account_id ?? defaults.account_id,
        name: entry?.name ?? '',
        external_id: entry?.external_id ?? '',
      }}
      onSubmit={submit}
      onClose={onClose}
      testId="platform-account-form"
    >
      {!platformsLoading && platforms.length === 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('placements.platformAccount.form.noPlatforms')}
        />
      ) : null}
      <Form.Item
        name="ad_platform_id"
        label={t('placements.platformAccount.field.platform')}
        rules={[{ required: true, message: t('placements.platformAccount.form.platformRequired') }]}
        extra={entry ? t('placements.platformAccount.form.fixed') : undefined}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          disabled={entry !== null}
          loading={platformsLoading}
          placeholder={t('placements.platformAccount.form.platformPlaceholder')}
          options={platforms.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }))}
          data-testid="platform-account-form-platform"
        />
      </Form.Item>
      <Form.Item
        name="account_id"
        label={t('placements.platformAccount.field.account')}
        rules={[{ required: true, message: t('placements.platformAccount.form.accountRequired') }]}
      >
        <Select<number>
          showSearch={picker.search}
          disabled={entry !== null}
          loading={picker.loading}
          placeholder={t('placements.platformAccount.form.accountPlaceholder')}
          options={
            entry
              ? [{ value: entry.account_id, label: entry.account_name }]
              : picker.accounts.map((a) => ({ value: a.id, label: a.account_name }))
          }
          onChange={() => picker.clearSearch()}
          data-testid="platform-account-form-account"
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('placements.platformAccount.field.name')}
        required
        rules={[ruleOf(onText(nameProblem), t)]}
      >
        <Input
          {...textLimit(t, PlacementLimits.NAME_MAX).input}
          placeholder={t('placements.platformAccount.form.namePlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="external_id"
        label={t('placements.platformAccount.field.external')}
        required
        rules={[ruleOf(onText(externalIdProblem), t)]}
        extra={t('placements.platformAccount.form.externalHelp')}
      >
        <Input {...textLimit(t, 64).input} placeholder={t('placements.platformAccount.form.externalPlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}
