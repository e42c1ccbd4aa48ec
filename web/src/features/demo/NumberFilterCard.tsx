import Card from 'antd/es/card';
import Form from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import NumberFilterInput from '../../kit/NumberFilterInput';
import { checkDecimal, checkInteger, type NumberNotice, type NumberRule } from '../../kit/numberFilter';

interface FieldProps {
  kind: 'decimal' | 'integer';
  rule: NumberRule;
}

function NumberField({ kind, rule }: FieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [notice, setNotice] = useState<NumberNotice | null>(null);
  // What the value breaks now (a typed "12." is not finished), else what the filter last did.
  const problem = (kind === 'decimal' ? checkDecimal : checkInteger)(value, rule) ?? notice;
  const params = { min: rule.min, max: rule.max, decimals: rule.decimals ?? 2 };
  return (
    <Form.Item
      style={{ marginBottom: 0 }}
      label={t(`demo.test.${kind}.label`, params)}
      validateStatus={problem ? 'warning' : value ? 'success' : undefined}
      hasFeedback={Boolean(value)}
      help={
        <span data-testid={`${kind}-message`}>
          {problem
            ? t(`kit.number.${problem}`, params)
            : value
              ? t('demo.test.number.ok', { value })
              : t(`demo.test.${kind}.help`, params)}
        </span>
      }
    >
      <NumberFilterInput
        kind={kind}
        rule={rule}
        allowClear
        value={value}
        aria-label={t(`demo.test.${kind}.label`, params)}
        data-testid={`${kind}-input`}
        placeholder={t(`demo.test.${kind}.placeholder`)}
        onNotice={setNotice}
        onChange={(next) => {
          setValue(next);
          setNotice(null);
        }}
      />
    </Form.Item>
  );
}

/** The decimal and integer filters with their rules' messages, live. */
export default function NumberFilterCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('demo.test.number.title')}>
      <Form layout="vertical" component="div" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <NumberField kind="decimal" rule={{ min: 0.01, max: 9999.99, decimals: 2 }} />
        <NumberField kind="integer" rule={{ min: 1, max: 1000 }} />
      </Form>
    </Card>
  );
}
