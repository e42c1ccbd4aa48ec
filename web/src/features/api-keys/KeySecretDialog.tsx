import type { ApiKeyIssued } from '@adconsole/contract';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess, toastWarning } from '../../kit/feedback';

/**
 * The one time a key's secret is shown: a warning that it will not be shown again, the key in a read-only field with a
 * copy button, and how to send it. It closes only by its button, so a stray click or Escape cannot lose the key.
 */
export default function KeySecretDialog({ issued, onClose }: { issued: ApiKeyIssued; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const field = useRef<HTMLInputElement | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.secret);
      toastSuccess(t('apiKeys.secret.copied'));
    } catch {
      // no clipboard (an insecure origin, a refused permission): the key is selected for Ctrl+C instead
      field.current?.select();
      toastWarning(t('apiKeys.secret.copyByHand'));
    }
  };

  return (
    <Modal
      open
      width={620}
      title={t('apiKeys.secret.title', { name: issued.name })}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose} data-testid="api-key-secret-done">
          {t('apiKeys.secret.done')}
        </Button>
      }
      destroyOnHidden
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="api-key-secret">
        <Alert type="warning" showIcon title={t('apiKeys.secret.warning')} />
        <div>
          <label htmlFor={fieldId} style={{ display: 'block', marginBottom: 6 }}>
            {t('apiKeys.secret.label')}
          </label>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              id={fieldId}
              ref={(input) => {
                field.current = input?.input ?? null;
              }}
              readOnly
              value={issued.secret}
              onFocus={(event) => event.target.select()}
              style={{ fontFamily: 'monospace' }}
              data-testid="api-key-secret-value"
            />
            <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="api-key-secret-copy">
              {t('apiKeys.secret.copy')}
            </Button>
          </Space.Compact>
        </div>
        <div>
          {t('apiKeys.secret.usage')} <code>{t('apiKeys.secret.header', { prefix: issued.prefix })}</code>
        </div>
      </Space>
    </Modal>
  );
}
