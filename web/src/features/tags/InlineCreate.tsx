import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastWarning } from '../../kit/feedback';

export interface InlineCreateProps {
  placeholder: string;
  /** a message when creating is not possible yet (e.g. no theme chosen for a new category) */
  blockedMessage?: string | null;
  onCreate: (name: string) => Promise<void>;
  testId?: string;
}

/** A "new theme" / "new category" row inside a select's dropdown: trims, refuses empty, then creates. */
export function InlineCreate({ placeholder, blockedMessage, onCreate, testId }: InlineCreateProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (blockedMessage) return toastWarning(blockedMessage);
    const trimmed = name.trim();
    if (!trimmed) return toastWarning(t('tags.form.pleaseInput'));
    setBusy(true);
    try {
      await onCreate(trimmed);
      setName('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact style={{ width: '100%', padding: 8 }}>
      <Input
        data-testid={testId}
        value={name}
        placeholder={placeholder}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Enter') void submit();
        }}
      />
      <Button type="primary" icon={<PlusOutlined />} loading={busy} onClick={() => void submit()}>
        {t('tags.form.create')}
      </Button>
    </Space.Compact>
  );
}
