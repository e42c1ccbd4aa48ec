import { AD_TYPES, type AdPositionItem, calls, type MediaApp, PlacementLimits } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import FormDialog from '../../kit/FormDialog';
import { textLimit } from '../../kit/fieldRules';
import { onText, ruleOf } from '../../kit/ruleOf';
import { settleSave, usePlacementChange } from './api';
import { nameProblem, sideProblem } from './placementRules';

interface Values {
  app_id?: number;
  name: string;
  ad_type?: number;
  width?: number;
  height?: number;
  on: boolean;
}

const FIELDS = ['app_id', 'name', 'ad_type', 'width', 'height'] as const;

/** Props of the ad position dialog: the position to edit (null: a new one) and the media apps to choose from. */
export interface AdPositionFormDialogProps {
  position: AdPositionItem | null;
  apps: readonly MediaApp[];
  appsLoading: boolean;
  defaultAppId?: number;
  onClose: () => void;
}

/** The add/edit dialog of an ad position: its media app, name, ad type, size and whether it is on. */
export default function AdPositionFormDialog({
  position,
  apps,
  appsLoading,
  defaultAppId,
  onClose,
}: AdPositionFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = usePlacementChange(calls.placements.createAdPosition);
  const edit = usePlacementChange(calls.placements.editAdPosition);
  const side = ruleOf(sideProblem, t);

  const submit = async (values: Values) => {
    const body = {
      app_id: values.app_id!,
      name: values.name.trim(),
      ad_type: values.ad_type!,
      width: values.width!,
      height: values.height!,
      status: values.on ? (1 as const) : (0 as const),
    };
    return settleSave(await (position ? edit({ id: position.id, ...body }) : create(body)), FIELDS);
  };

  return (
    <FormDialog<Values>
      form={form}
      width={560}
      title={t(position ? 'placements.adPosition.editTitle' : 'placements.adPosition.addTitle')}
      initialValues={{
        app_id: position?.app_id ?? defaultAppId,
        name: position?.name ?? '',
        ad_type: position?.ad_type,
        width: position?.width,
        height: position?.height,
        on: position ? position.status === 1 : true,
      }}
      onSubmit={submit}
      onClose={onClose}
      testId="ad-position-form"
    >
      {!appsLoading && apps.length === 0 ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('placements.adPosition.form.noApps')} />
      ) : null}
      <Form.Item
        name="app_id"
        label={t('placements.adPosition.field.app')}
        rules={[{ required: true, message: t('placements.adPosition.form.appRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={appsLoading}
          placeholder={t('placements.adPosition.form.appPlaceholder')}
          options={apps.map((app) => ({ value: app.id, label: `${app.name} (#${app.id})` }))}
          data-testid="ad-position-form-app"
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('placements.adPosition.field.name')}
        required
        rules={[ruleOf(onText(nameProblem), t)]}
      >
        <Input
          {...textLimit(t, PlacementLimits.NAME_MAX).input}
          placeholder={t('placements.adPosition.form.namePlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="ad_type"
        label={t('placements.adPosition.field.type')}
        rules={[{ required: true, message: t('placements.adPosition.form.typeRequired') }]}
      >
        <Select
          options={AD_TYPES.map((value) => ({ value, label: t(`lookups.adType.${value}`) }))}
          data-testid="ad-position-form-type"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="width" label={t('placements.adPosition.field.width')} required rules={[side]}>
            <InputNumber min={1} max={PlacementLimits.SIDE_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="height" label={t('placements.adPosition.field.height')} required rules={[side]}>
            <InputNumber min={1} max={PlacementLimits.SIDE_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="on"
        label={t('placements.field.status')}
        valuePropName="checked"
        extra={t('placements.form.statusHelp')}
      >
        <Switch checkedChildren={t('lookups.status.1')} unCheckedChildren={t('lookups.status.0')} />
      </Form.Item>
    </FormDialog>
  );
}
