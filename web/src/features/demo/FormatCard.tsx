import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatFileSize, formatNumber } from '../../kit/format';
import NumberFilterInput from '../../kit/NumberFilterInput';

/** Number, file-size and duration formats of one typed figure. */
export default function FormatCard() {
  const { t } = useTranslation();
  const [value, setValue] = useState('3725');
  const n = value === '' ? null : Number(value);
  return (
    <Card title={t('demo.test.format.title')}>
      <Form layout="vertical" component="div">
        <Form.Item label={t('demo.test.format.label')} help={t('demo.test.format.help')} style={{ marginBottom: 20 }}>
          <NumberFilterInput
            kind="integer"
            allowClear
            value={value}
            onChange={setValue}
            aria-label={t('demo.test.format.label')}
            data-testid="format-input"
          />
        </Form.Item>
      </Form>
      <Descriptions bordered size="small" column={1} style={{ marginTop: 8 }}>
        <Descriptions.Item label={t('demo.test.format.number')}>
          <span data-testid="format-number">{formatNumber(n)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('demo.test.format.size')}>
          <span data-testid="format-size">{formatFileSize(n)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('demo.test.format.duration')}>
          <span data-testid="format-duration">{formatDuration(n)}</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
