import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { useTranslation } from 'react-i18next';
import { ruleOf } from '../../kit/ruleOf';
import { offlineValidityProblem } from './offlineValidity';

/**
 * The ad group's offline-report validity, in days as `offline_validity_days` stores them. The input has no min or max
 * of its own: those would silently drop a typed 366, where the rule says why it is refused.
 */
export default function OfflineValidityField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="offline_validity_days"
      label={t('campaigns.groupForm.offlineValidity')}
      rules={[ruleOf(offlineValidityProblem, t)]}
      style={{ marginBottom: 0 }}
    >
      <InputNumber precision={0} suffix={t('campaigns.groupForm.offlineValidityUnit')} style={{ width: 140 }} />
    </Form.Item>
  );
}
