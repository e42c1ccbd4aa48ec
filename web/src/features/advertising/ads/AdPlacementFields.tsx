import { AdLimits } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { textLimit } from '../../../kit/fieldRules';
import { ruleOf } from '../../../kit/ruleOf';
import { useAdPositions } from '../../../shared/lookups/api';
import type { AdFormValues } from './adFormValues';
import { placementProblem } from './adRules';

/**
 * Where the ad shows inside an ad position: the position, a tab of it and a content category; optional, but all three
 * or none (a category already used in another tab of the position comes back as 10403 under the category).
 */
export default function AdPlacementFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<AdFormValues>();
  const positions = useAdPositions();
  const whole = ruleOf(() => placementProblem(form.getFieldValue('placement') ?? {}), t);
  const deps = [
    ['placement', 'adpos_id'],
    ['placement', 'tab'],
    ['placement', 'category'],
  ];
  return (
    <>
      <Form.Item
        name={['placement', 'adpos_id']}
        label={t('adEditor.placement.adpos')}
        extra={t('adEditor.placement.hint')}
      >
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={positions.isLoading}
          placeholder={t('adEditor.placement.clear')}
          options={(positions.data ?? []).map((p) => ({ value: p.id, label: `${p.app_name} · ${p.name} (${p.id})` }))}
          style={{ maxWidth: 420 }}
          data-testid="ad-form-adpos"
        />
      </Form.Item>
      <Form.Item
        name={['placement', 'tab']}
        label={t('adEditor.placement.tab')}
        dependencies={deps.filter((d) => d[1] !== 'tab')}
        rules={[whole, textLimit(t, AdLimits.TAB_MAX).rule]}
      >
        <Input {...textLimit(t, AdLimits.TAB_MAX).input} style={{ maxWidth: 320 }} data-testid="ad-form-tab" />
      </Form.Item>
      <Form.Item
        name={['placement', 'category']}
        label={t('adEditor.placement.category')}
        dependencies={deps.filter((d) => d[1] !== 'category')}
        rules={[whole, textLimit(t, AdLimits.CATEGORY_MAX).rule]}
      >
        <Input
          {...textLimit(t, AdLimits.CATEGORY_MAX).input}
          style={{ maxWidth: 320 }}
          data-testid="ad-form-category"
        />
      </Form.Item>
    </>
  );
}
