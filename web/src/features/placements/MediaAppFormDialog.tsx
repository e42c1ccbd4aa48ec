import { calls, MEDIA_PLATFORMS, type MediaAppItem, PlacementLimits } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import FormDialog from '../../kit/FormDialog';
import { textLimit } from '../../kit/fieldRules';
import { onText, ruleOf } from '../../kit/ruleOf';
import { settleSave, usePlacementChange } from './api';
import { nameProblem, pkgProblem } from './placementRules';

interface Values {
  name: string;
  pkg_name: string;
  platform: 1 | 2;
}

const FIELDS = ['name', 'pkg_name', 'platform'] as const;

/** The add/edit dialog of a media app (null: a new one): its name, package or bundle id, and platform. */
export default function MediaAppFormDialog({ app, onClose }: { app: MediaAppItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = usePlacementChange(calls.placements.createMediaApp);
  const edit = usePlacementChange(calls.placements.editMediaApp);

  const submit = async (values: Values) => {
    const body = { name: values.name.trim(), pkg_name: values.pkg_name.trim(), platform: values.platform };
    return settleSave(await (app ? edit({ id: app.id, ...body }) : create(body)), FIELDS);
  };

  return (
    <FormDialog<Values>
      form={form}
      title={t(app ? 'placements.mediaApp.editTitle' : 'placements.mediaApp.addTitle')}
      initialValues={{
        name: app?.name ?? '',
        pkg_name: app?.pkg_name ?? '',
        platform: (app?.platform ?? 1) as 1 | 2,
      }}
      onSubmit={submit}
      onClose={onClose}
      testId="media-app-form"
    >
      <Form.Item
        name="name"
        label={t('placements.mediaApp.field.name')}
        required
        rules={[ruleOf(onText(nameProblem), t)]}
      >
        <Input
          {...textLimit(t, PlacementLimits.NAME_MAX).input}
          placeholder={t('placements.mediaApp.form.namePlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="pkg_name"
        label={t('placements.mediaApp.field.pkg')}
        required
        rules={[ruleOf(onText(pkgProblem), t)]}
      >
        <Input
          {...textLimit(t, PlacementLimits.PKG_NAME_MAX).input}
          placeholder={t('placements.mediaApp.form.pkgPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="platform"
        label={t('placements.mediaApp.field.platform')}
        rules={[{ required: true, message: t('placements.mediaApp.form.platformRequired') }]}
      >
        <Radio.Group
          optionType="button"
          options={MEDIA_PLATFORMS.map((value) => ({ value, label: t(`lookups.platform.${value}`) }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
