import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classifyUrl, isValidPackageName, isValidVersion } from '../../kit/validators';

type Status = 'success' | 'warning' | 'error' | undefined;

function Checked({ name, check }: { name: string; check: (value: string) => { status: Status; message: string } }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const verdict = value.trim() ? check(value.trim()) : { status: undefined, message: t(`demo.test.${name}.help`) };
  return (
    <Form.Item
      style={{ marginBottom: 0 }}
      label={t(`demo.test.${name}.label`)}
      validateStatus={verdict.status}
      hasFeedback={Boolean(verdict.status)}
      help={<span data-testid={`${name}-message`}>{verdict.message}</span>}
    >
      <Input
        allowClear
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t(`demo.test.${name}.placeholder`)}
        aria-label={t(`demo.test.${name}.label`)}
        data-testid={`${name}-input`}
      />
    </Form.Item>
  );
}

/** The URL, package-name and version validators with their verdicts, live. */
export default function ValidatorCard() {
  const { t } = useTranslation();
  const url = (value: string) => {
    const verdict = classifyUrl(value);
    const status: Status = verdict === 'valid' ? 'success' : verdict === 'external' ? 'warning' : 'error';
    return { status, message: t(`demo.test.url.${verdict}`) };
  };
  const pkg = (value: string) =>
    isValidPackageName(value)
      ? { status: 'success' as Status, message: t('demo.test.package.valid') }
      : { status: 'error' as Status, message: t('demo.test.package.invalid') };
  const version = (value: string) =>
    isValidVersion(value)
      ? { status: 'success' as Status, message: t('demo.test.version.valid') }
      : { status: 'error' as Status, message: t('demo.test.version.invalid') };
  return (
    <Card title={t('demo.test.validators.title')}>
      <Form layout="vertical" component="div" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Checked name="url" check={url} />
        <Checked name="package" check={pkg} />
        <Checked name="version" check={version} />
      </Form>
    </Card>
  );
}
