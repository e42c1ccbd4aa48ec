import { AdLimits, VAST_SPECS } from '@adconsole/contract';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { onText, ruleOf } from '../../../kit/ruleOf';
import { vastFull, vastSpecProblem, vastTagProblem } from './adRules';

/**
 * A VAST ad's entries: each an ad tag URL and a specification (the video ratios), at least one and at most three
 * ('MostThree': the add button stops at three and says so).
 */
export default function VastFields() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('adEditor.vast')} required>
      <Form.List
        name="vast"
        rules={[
          {
            validator: (_, rows: unknown[] | undefined) =>
              rows?.length ? Promise.resolve() : Promise.reject(new Error(t('adEditor.rule.vastRequired'))),
          },
        ]}
      >
        {(rows, { add, remove }, { errors }) => (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="vast-entries">
            {rows.map((row, index) => (
              <Space key={row.key} align="start" wrap data-testid="vast-entry">
                <Form.Item
                  name={[row.name, 'ad_tag']}
                  rules={[ruleOf(onText(vastTagProblem), t)]}
                  style={{ marginBottom: 0 }}
                >
                  <Input
                    placeholder={t('adEditor.vast.adTagPlaceholder')}
                    aria-label={`${t('adEditor.vast.entry', { n: index + 1 })} ${t('adEditor.vast.adTag')}`}
                    style={{ width: 380 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'spec']}
                  rules={[ruleOf((v: string | undefined) => vastSpecProblem(v), t)]}
                  style={{ marginBottom: 0 }}
                >
                  <Select
                    placeholder={t('adEditor.vast.spec')}
                    aria-label={`${t('adEditor.vast.entry', { n: index + 1 })} ${t('adEditor.vast.spec')}`}
                    options={VAST_SPECS.map((spec) => ({ value: spec, label: spec }))}
                    style={{ width: 140 }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={t('adEditor.vast.remove', { n: index + 1 })}
                  onClick={() => remove(row.name)}
                />
              </Space>
            ))}
            <Space wrap>
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={vastFull(rows.length)}
                onClick={() => add({ ad_tag: '' })}
                data-testid="vast-add"
              >
                {t('adEditor.vast.add')}
              </Button>
              {vastFull(rows.length) ? (
                <span style={{ color: 'var(--ac-text-muted)' }} data-testid="vast-most-three">
                  {t('adEditor.vast.mostThree', { max: AdLimits.VAST_MAX })}
                </span>
              ) : null}
            </Space>
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
