import { calls, type DspItem, type DspMappingItem, PlacementLimits } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import FormDialog from '../../kit/FormDialog';
import { textLimit } from '../../kit/fieldRules';
import { onText, ruleOf } from '../../kit/ruleOf';
import { useAdPositions } from '../../shared/lookups/api';
import { settleSave, usePlacementChange } from './api';
import { phyposProblem } from './placementRules';

interface Values {
  dsp_id?: number;
  adpos_id?: number;
  phypos_id: string;
  on: boolean;
}

const FIELDS = ['dsp_id', 'adpos_id', 'phypos_id'] as const;

/** Props of the mapping dialog: the mapping to edit (null: a new one), the DSPs, and a new one's first choices. */
export interface MappingFormDialogProps {
  mapping: DspMappingItem | null;
  dsps: readonly DspItem[];
  dspsLoading: boolean;
  defaults: { dsp_id?: number; adpos_id?: number };
  onClose: () => void;
}

/** The add/edit dialog of a placement mapping: the DSP, the ad position, the DSP's own placement id, on or off. */
export default function MappingFormDialog({ mapping, dsps, dspsLoading, defaults, onClose }: MappingFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const positions = useAdPositions();
  const create = usePlacementChange(calls.placements.createDspMapping);
  const edit = usePlacementChange(calls.placements.editDspMapping);
  const positionOptions = useMemo(
    () =>
      (positions.data ?? []).map((p) => ({
        value: p.id,
        label: `${p.app_name} · ${p.name} (#${p.id})`,
      })),
    [positions.data],
  );

  const submit = async (values: Values) => {
    const body = {
      dsp_id: values.dsp_id!,
      adpos_id: values.adpos_id!,
      phypos_id: values.phypos_id.trim(),
      status: values.on ? (1 as const) : (0 as const),
    };
    return settleSave(await (mapping ? edit({ id: mapping.id, ...body }) : create(body)), FIELDS);
  };

  return (
    <FormDialog<Values>
      form={form}
      width={560}
      title={t(mapping ? 'placements.mapping.editTitle' : 'placements.mapping.addTitle')}
      initialValues={{
        dsp_id: mapping?.dsp_id ?? defaults.dsp_id,
        adpos_id: mapping?.adpos_id ?? defaults.adpos_id,
        phypos_id: mapping?.phypos_id ?? '',
        on: mapping ? mapping.status === 1 : true,
      }}
      onSubmit={submit}
      onClose={onClose}
      testId="mapping-form"
    >
      {!dspsLoading && dsps.length === 0 ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('placements.mapping.form.noDsps')} />
      ) : null}
      <Form.Item
        name="dsp_id"
        label={t('placements.mapping.field.dsp')}
        rules={[{ required: true, message: t('placements.mapping.form.dspRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={dspsLoading}
          placeholder={t('placements.mapping.form.dspPlaceholder')}
          options={dsps.map((dsp) => ({ value: dsp.id, label: `${dsp.name} (${dsp.code})` }))}
          data-testid="mapping-form-dsp"
        />
      </Form.Item>
      <Form.Item
        name="adpos_id"
        label={t('placements.mapping.field.adpos')}
        rules={[{ required: true, message: t('placements.mapping.form.adposRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={positions.isPending}
          placeholder={t('placements.mapping.form.adposPlaceholder')}
          options={positionOptions}
          data-testid="mapping-form-adpos"
        />
      </Form.Item>
      <Form.Item
        name="phypos_id"
        label={t('placements.mapping.field.phypos')}
        required
        rules={[ruleOf(onText(phyposProblem), t)]}
      >
        <Input
          {...textLimit(t, PlacementLimits.PHYPOS_MAX).input}
          placeholder={t('placements.mapping.form.phyposPlaceholder')}
        />
      </Form.Item>
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
