import { type MaterialItem, MaterialLimits } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { textLimit } from '../../../kit/fieldRules';
import GuardedModal from '../../../kit/GuardedModal';

/** Props of the reject dialog: the materials to fail, and what to do with the reason. */
export interface RejectDialogProps {
  open: boolean;
  items: readonly MaterialItem[];
  saving: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** The reviewer's reject dialog: a failed review needs a reason (at most 500 characters); Ctrl+Enter submits. */
export default function RejectDialog({ open, items, saving, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onReject(values.reason.trim());
  };
  return (
    <GuardedModal
      open={open}
      width={500}
      title={t('library.review.rejectTitle', { count: items.length })}
      okText={t('library.review.reject')}
      okButtonProps={{ danger: true, 'data-testid': 'reject-ok' } as never}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('library.review.reason')}
          rules={[
            { required: true, whitespace: true, message: t('library.review.reasonRequired') },
            textLimit(t, MaterialLimits.REVIEW_REASON_MAX).rule,
          ]}
          extra={items.length === 1 ? items[0]!.name : t('library.review.many', { count: items.length })}
        >
          <Input.TextArea
            autoFocus
            rows={4}
            {...textLimit(t, MaterialLimits.REVIEW_REASON_MAX).input}
            placeholder={t('library.review.reasonPlaceholder')}
            // a reason may span lines, so plain Enter types a newline and Ctrl/Cmd+Enter submits
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
            }}
            data-testid="reject-reason"
          />
        </Form.Item>
      </Form>
    </GuardedModal>
  );
}
