import Card from 'antd/es/card';
import Form from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextFilterInput from '../../kit/TextFilterInput';
import type { EmojiMode } from '../../kit/textFilter';

function TextField({ mode }: { mode: EmojiMode }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [warned, setWarned] = useState(false);
  return (
    <Form.Item
      style={{ marginBottom: 0 }}
      label={t(`demo.test.text.${mode}`)}
      validateStatus={warned ? 'warning' : undefined}
      help={
        <span data-testid={`text-${mode}-message`}>
          {warned ? t(mode === 'reject' ? 'kit.emoji.rejected' : 'kit.emoji.stripped') : t('demo.test.text.help')}
        </span>
      }
    >
      <TextFilterInput
        allowClear
        emoji={mode}
        value={value}
        placeholder={t('demo.test.text.placeholder')}
        aria-label={t(`demo.test.text.${mode}`)}
        data-testid={`text-${mode}`}
        onEmoji={() => setWarned(true)}
        onChange={(next) => {
          setValue(next);
          setWarned(false);
        }}
      />
    </Form.Item>
  );
}

/** The text filter in both emoji modes, with its warning live. */
export default function TextFilterCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('demo.test.text.title')}>
      <Form layout="vertical" component="div" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <TextField mode="reject" />
        <TextField mode="strip" />
      </Form>
    </Card>
  );
}
